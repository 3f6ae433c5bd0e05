import type { OrderGroup } from '@shop/domain/orders';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { coupons, orders } from '../../db/schema/index.ts';
import { makeCoupon } from '../../test/coupon-fixtures.ts';
import { testServerUrl } from '../../test/db-templates.ts';
import { createTestApp } from '../../test/harness.ts';
import { availableOf, checkoutOf, orderableProduct } from '../../test/order-fixtures.ts';
import { signedInShopper } from '../../test/shopper-session.ts';

/**
 * Races of many shoppers on one variant or one coupon, and retries of one request. On PostgreSQL
 * (TEST_DATABASE_URL) the requests run in parallel on a pool of 20 connections; on PGlite the engine
 * serialises them. Either way: never more orders than stock, never more uses than the coupon allows.
 */
// The figures on PostgreSQL, where requests really run at once; PGlite runs one transaction at a time,
// so there the same races are smaller (the rule holds the same way, the run stays short).
const onPostgres = testServerUrl() !== undefined;
const RACE = onPostgres ? { buyers: 200, units: 50 } : { buyers: 40, units: 10 };
const COUPON_RACE = onPostgres ? { buyers: 50, uses: 10 } : { buyers: 15, uses: 5 };
// 200 sign-ups, addresses and carts before the race itself, on a machine busy with other work.
const LONG = 120_000;

describe('concurrent orders', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    // A busy machine may take long to serve a race: the placements wait their turn rather than being
    // refused 429 (admission's queue; its refusal has its own test).
    const config = testConfig();
    t = await createTestApp({ config: { orders: { ...config.orders, queueWaitMs: 120_000 } } });
  });
  afterAll(() => t?.close());

  const codes = (answers: { statusCode: number }[]) => {
    const n: Record<number, number> = {};
    for (const r of answers) n[r.statusCode] = (n[r.statusCode] ?? 0) + 1;
    return n;
  };

  /**
   * `n` shoppers, each with an address and one unit of the variant in the cart: ten at a time, so that the
   * set-up never queues for connections long enough to be refused (the race itself is what is tested).
   */
  async function buyers(n: number, variantId: string) {
    const made: Awaited<ReturnType<typeof checkoutOf>>[] = [];
    for (let i = 0; i < n; i += 10) {
      made.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(10, n - i) }, async () => {
            const c = await checkoutOf(await signedInShopper(t));
            expect((await c.cart.add(variantId, 1)).statusCode).toBe(200);
            return c;
          }),
        )),
      );
    }
    return made;
  }

  it(`${RACE.buyers} checkouts racing for ${RACE.units} units make exactly ${RACE.units} orders and leave the stock at 0`, {
    timeout: LONG,
  }, async () => {
    const p = await orderableProduct(t.db, { variants: [{ available: RACE.units }] });
    const racers = await buyers(RACE.buyers, p.variantIds[0]!);
    const answers = await Promise.all(racers.map((c) => c.place(c.body(p.storeId))));
    expect(codes(answers)).toEqual({ 201: RACE.units, 400: RACE.buyers - RACE.units });
    for (const r of answers.filter((a) => a.statusCode === 400))
      expect(['ECOM-112', 'ECOM-113']).toContain(r.json().errors[0].errorCode);
    expect(await availableOf(t.db, p.variantIds[0]!)).toEqual({ available: 0, currentStock: 0 });
    const [count] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.storeId, p.storeId));
    expect(count!.n).toBe(RACE.units);
    const paid = answers.filter((a) => a.statusCode === 201).map((a) => a.json() as OrderGroup);
    expect(new Set(paid.map((g) => g.orders[0]!.id)).size).toBe(RACE.units);
    expect(paid.every((g) => g.orders[0]!.orderStatus === 'PROCESSING')).toBe(true);
  });

  it(`a coupon limited to ${COUPON_RACE.uses} uses is used exactly ${COUPON_RACE.uses} times by ${COUPON_RACE.buyers} concurrent orders`, {
    timeout: LONG,
  }, async () => {
    const p = await orderableProduct(t.db, { variants: [{ available: 100, price: 2000 }] });
    const coupon = await makeCoupon(t.db, { discountValue: 300, limitPerCoupon: COUPON_RACE.uses });
    const racers = await buyers(COUPON_RACE.buyers, p.variantIds[0]!);
    const answers = await Promise.all(
      racers.map((c) => c.place(c.body(p.storeId, { couponIdsByStoreId: { [p.storeId]: [coupon.id] } }))),
    );
    expect(codes(answers)).toEqual({ 201: COUPON_RACE.uses, 400: COUPON_RACE.buyers - COUPON_RACE.uses });
    for (const r of answers.filter((a) => a.statusCode === 400))
      expect(r.json().errors[0].errorCode).toBe('COUPON_INVALID');
    for (const r of answers.filter((a) => a.statusCode === 201))
      expect(r.json().orders[0]).toMatchObject({ totalDiscount: 300, total: 2200 });
    const [row] = await t.db
      .select({ used: coupons.totalUsed })
      .from(coupons)
      .where(eq(coupons.id, coupon.id));
    expect(row!.used).toBe(COUPON_RACE.uses);
    // The refused orders took nothing.
    expect(await availableOf(t.db, p.variantIds[0]!)).toMatchObject({ available: 100 - COUPON_RACE.uses });
  });

  it('one Idempotency-Key retried concurrently and then again makes one order', async () => {
    const p = await orderableProduct(t.db, { variants: [{ available: 5 }] });
    const [c] = await buyers(1, p.variantIds[0]!);
    const body = c!.body(p.storeId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => c!.place(body, 'same-key-concurrent')),
    );
    expect(codes(answers)).toEqual({ 201: 1, 200: 9 });
    const groups = new Set(answers.map((a) => (a.json() as OrderGroup).groupId));
    expect(groups.size).toBe(1);
    const later = await c!.place(body, 'same-key-concurrent');
    expect(later.json().groupId).toBe([...groups][0]);
    expect(await availableOf(t.db, p.variantIds[0]!)).toMatchObject({ available: 4 });
  });
});
