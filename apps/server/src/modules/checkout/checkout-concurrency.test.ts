import type { CheckoutInfo } from '@shop/domain/checkout';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/index.ts';
import { makeCoupon } from '../../test/coupon-fixtures.ts';
import { testServerUrl } from '../../test/db-templates.ts';
import { createTestApp } from '../../test/harness.ts';
import { availableOf, checkoutOf, orderableProduct } from '../../test/order-fixtures.ts';
import { signedInShopper } from '../../test/shopper-session.ts';

/**
 * The checkout steps only read: many shoppers verifying the same last units or the same last coupon use at
 * once hold nothing, so the order calls decide alone, once; and a step verified after the stock or the
 * coupon is gone says so. On PostgreSQL (TEST_DATABASE_URL) the calls run in parallel on the pool.
 */
const onPostgres = testServerUrl() !== undefined;
const SHOPPERS = onPostgres ? 30 : 8;
const LONG = 120_000;

describe('checkout steps verified concurrently', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const errorCodes = (res: { json(): unknown }) =>
    (res.json() as { errors: { errorCode: string }[] }).errors.map((e) => e.errorCode);

  async function shoppersWithOne(variantId: string) {
    return Promise.all(
      Array.from({ length: SHOPPERS }, async () => {
        const shopper = await signedInShopper(t);
        const c = await checkoutOf(shopper);
        expect((await c.cart.add(variantId, 1)).statusCode).toBe(200);
        return { shopper, c };
      }),
    );
  }

  it(`${SHOPPERS} shoppers verifying the last unit all pass, hold nothing, and exactly one of them can buy it`, {
    timeout: LONG,
  }, async () => {
    const p = await orderableProduct(t.db, { variants: [{ available: 1 }] });
    const variantId = p.variantIds[0]!;
    const racers = await shoppersWithOne(variantId);

    const verified = await Promise.all(
      racers.map(({ shopper, c }) =>
        shopper.request('POST', '/api/v1/checkout/payment-info-selection', c.body(p.storeId)),
      ),
    );
    expect(verified.map((r) => r.statusCode)).toEqual(racers.map(() => 200));
    expect(verified.every((r) => (r.json() as CheckoutInfo).totals.subTotal > 0)).toBe(true);
    // Verifying reserved nothing.
    expect(await availableOf(t.db, variantId)).toEqual({ available: 1, currentStock: 1 });

    // Placing and verifying at once: one order, and the stock never below zero.
    const [placed, again] = await Promise.all([
      Promise.all(racers.map(({ c }) => c.place(c.body(p.storeId)))),
      Promise.all(
        racers.map(({ shopper, c }) =>
          shopper.request('POST', '/api/v1/checkout/payment-info-selection', c.body(p.storeId)),
        ),
      ),
    ]);
    expect(placed.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of placed.filter((a) => a.statusCode !== 201)) {
      expect(r.statusCode).toBe(400);
      expect(['ECOM-112', 'ECOM-113']).toContain(errorCodes(r)[0]);
    }
    // A step verified during the race still saw the unit, or named the line short of stock, or (the buyer's
    // own, once the order took the cart) found the cart empty.
    for (const r of again.filter((a) => a.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(
        errorCodes(r).some((code) => ['ECOM-112', 'ECOM-113', 'CHECKOUT_CART_EMPTY'].includes(code)),
      ).toBe(true);
    }
    expect(await availableOf(t.db, variantId)).toEqual({ available: 0, currentStock: 0 });

    // Afterwards every shopper who did not buy is told at the first step.
    const winner = placed.findIndex((r) => r.statusCode === 201);
    const losers = racers.filter((_, i) => i !== winner);
    const after = await Promise.all(
      losers.map(({ shopper }) => shopper.request('POST', '/api/v1/checkout/cart-items-selection', {})),
    );
    for (const r of after) {
      expect(r.statusCode).toBe(400);
      expect(errorCodes(r).some((code) => ['ECOM-112', 'ECOM-113'].includes(code))).toBe(true);
    }
  });

  it(`a coupon with one use left verifies for ${SHOPPERS} shoppers at once but is used once`, {
    timeout: LONG,
  }, async () => {
    const p = await orderableProduct(t.db, { variants: [{ available: 100, price: 2000 }] });
    const coupon = await makeCoupon(t.db, { discountValue: 300, limitPerCoupon: 1 });
    const racers = await shoppersWithOne(p.variantIds[0]!);
    const withCoupon = (c: (typeof racers)[number]['c']) =>
      c.body(p.storeId, { couponIdsByStoreId: { [p.storeId]: [coupon.id] } });

    const verified = await Promise.all(
      racers.map(({ shopper, c }) =>
        shopper.request('POST', '/api/v1/checkout/shipping-info-selection', withCoupon(c)),
      ),
    );
    expect(verified.map((r) => r.statusCode)).toEqual(racers.map(() => 200));
    for (const r of verified) expect((r.json() as CheckoutInfo).totals.totalDiscount).toBe(300);

    const placed = await Promise.all(racers.map(({ c }) => c.place(withCoupon(c))));
    expect(placed.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of placed.filter((a) => a.statusCode !== 201))
      expect(errorCodes(r)).toEqual(['COUPON_INVALID']);
    const [row] = await t.db
      .select({ used: coupons.totalUsed })
      .from(coupons)
      .where(eq(coupons.id, coupon.id));
    expect(row!.used).toBe(1);

    // The coupon is spent: the shipping step now refuses it in the spec's words.
    const loser = racers[placed.findIndex((r) => r.statusCode !== 201)]!;
    const refused = await loser.shopper.request(
      'POST',
      '/api/v1/checkout/shipping-info-selection',
      withCoupon(loser.c),
    );
    expect(refused.statusCode).toBe(400);
    expect(errorCodes(refused)).toContain('COUPON_INVALID');
  });
});
