import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../db/schema/index.ts';
import { DEMO_SHIPPING_COUNTRIES } from '../../db/seed/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { quoteShipping, quoteStores, shippingCountries } from './index.ts';

/** The demo store's rate table, as the checkout and the orders read it (seeded shop). */
describe('shipping quotes', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let storeId: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    const [store] = await t.db.select({ id: stores.id }).from(stores).limit(1);
    storeId = store!.id;
  });
  afterAll(() => t?.close());

  const fees = (methods: { shippingName: string; shippingFee: number; shippingCarrierRef: string }[]) =>
    methods.map((m) => [m.shippingCarrierRef, m.shippingName, m.shippingFee]);

  it('offers standard and express, standard free from $150 as the home banner promises', async () => {
    const q = (country: string, valueCents: number, weightGrams = 200) =>
      quoteShipping(t.db, { storeId, country, valueCents, weightGrams });
    expect(fees(await q('US', 4999))).toEqual([
      ['STANDARD', 'Standard', 800],
      ['EXPRESS', 'Express', 2500],
    ]);
    expect(fees(await q('us', 15_000))).toEqual([
      ['STANDARD', 'Standard', 0],
      ['EXPRESS', 'Express', 2500],
    ]);
    expect(fees(await q('DE', 4999))).toEqual([
      ['STANDARD', 'Standard', 1500],
      ['EXPRESS', 'Express', 4500],
    ]);
    // Heavier than 2 kg abroad, express costs more.
    expect(fees(await q('JP', 20_000, 2500))).toEqual([
      ['STANDARD', 'Standard', 0],
      ['EXPRESS', 'Express', 6500],
    ]);
  });

  it('offers nothing where the store does not ship, and says where it does', async () => {
    expect(await quoteShipping(t.db, { storeId, country: 'BR', valueCents: 5000, weightGrams: 100 })).toEqual(
      [],
    );
    expect(await shippingCountries(t.db, storeId)).toEqual([...DEMO_SHIPPING_COUNTRIES].sort());
  });

  it('quotes several stores at once, a store without rows marked as not shipping there', async () => {
    const [other] = await t.db
      .insert(stores)
      .values({ slug: 'no-rates', name: 'No Rates' })
      .returning({ id: stores.id });
    const quotes = await quoteStores(t.db, 'FR', [
      { storeId, valueCents: 100, weightGrams: 40 },
      { storeId: other!.id, valueCents: 100, weightGrams: 40 },
    ]);
    expect(quotes.map((q) => [q.storeId, q.shipsToCountry, q.carriers.length])).toEqual([
      [storeId, true, 2],
      [other!.id, false, 0],
    ]);
  });
});
