import type { OrderGroup } from '@shop/domain/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, guestCart, memberCart, setPrice } from '../../test/cart-fixtures.ts';
import { createTestApp } from '../../test/harness.ts';
import { checkoutOf, orderableProduct } from '../../test/order-fixtures.ts';
import { anonymousVisitor, signedInShopper } from '../../test/shopper-session.ts';
import { catalogStockChanged } from '../catalog/index.ts';

/**
 * The cart's catalogue facts come from the catalogue cache (README "Fresh facts"): a cart read loads
 * nothing the cache holds, an order on this instance shows its stock in every cart at once, and a catalogue
 * write is seen at the cache's next look. This app looks by itself only every minute, and its clock stands
 * still, so no entry expires by its TTL during a test.
 */
const NOW = new Date('2026-06-15T12:00:00.000Z');

describe('cart facts from the catalogue cache', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({
      now: () => NOW,
      config: { catalogCache: { ttlMs: 300_000, maxEntries: 500, versionCheckMs: 60_000 } },
    });
  });
  afterAll(() => t?.close());

  /** The catalogue cache's answers so far, from memory and loaded from the database (GET /metrics). */
  const answers = async () => {
    const text = (await t.app.inject({ url: '/metrics' })).body;
    const count = (outcome: string) =>
      Number(new RegExp(`catalog_cache_answers_total\\{outcome="${outcome}"\\} (\\d+)`).exec(text)?.[1]);
    return { hits: count('hit'), loads: count('load') };
  };

  it('prices from memory, and shows an order taken here at once in guest and member carts', async () => {
    const sold = await orderableProduct(t.db, { variants: [{ available: 3 }] });
    const variantId = sold.variantIds[0]!;
    const guest = guestCart(anonymousVisitor(t.app));
    const lines = [{ variantId, quantity: 3 }];
    const member = memberCart(await signedInShopper(t));
    expect((await member.add(variantId, 3)).statusCode).toBe(200);
    expect(answer(await guest.price(lines)).cart.cartItems[0]).toMatchObject({
      stockRemain: 3,
      warnings: [],
    });
    const before = await answers();
    expect(answer(await guest.price(lines)).cart.canCheckout).toBe(true);
    expect((await member.read()).canCheckout).toBe(true);
    // One variant's facts, from memory, for each of the two reads.
    expect(await answers()).toEqual({ hits: before.hits + 2, loads: before.loads });

    const buyer = await signedInShopper(t);
    const c = await checkoutOf(buyer);
    expect((await c.cart.add(variantId, 1)).statusCode).toBe(200);
    const placed = await c.place(c.body(sold.storeId));
    expect(placed.statusCode, placed.body).toBe(201);
    expect((placed.json() as OrderGroup).orders).toHaveLength(1);

    for (const cart of [answer(await guest.price(lines)).cart, await member.read()]) {
      expect(cart.cartItems[0]).toMatchObject({ stockRemain: 2, warnings: ['QUANTITY_ERROR'] });
      expect(cart.canCheckout).toBe(false);
    }
  });

  it('sees a catalogue write at its next look (every instance within CATALOG_VERSION_CHECK_MS)', async () => {
    const p = await orderableProduct(t.db, { variants: [{ price: 1000 }] });
    const guest = guestCart(anonymousVisitor(t.app));
    const lines = [{ variantId: p.variantIds[0], quantity: 1, salePrice: 1000 }];
    expect(answer(await guest.price(lines)).cart.cartItems[0]?.warnings).toEqual([]);
    await setPrice(t.db, p.variantIds[0]!, 1200);
    // Until the look, the cart still prices with what the cache holds (as the product page shows it).
    expect(answer(await guest.price(lines)).cart.cartItems[0]?.salePrice).toBe(1000);
    await catalogStockChanged(t.app.ctx);
    expect(answer(await guest.price(lines)).cart.cartItems[0]).toMatchObject({
      salePrice: 1200,
      previousPrice: 1000,
      warnings: ['PRICE_UPDATE_WARN'],
    });
  });
});
