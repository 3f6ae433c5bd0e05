import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, products, productVariants } from '../../db/schema/index.ts';
import { giveCoupon, makeCoupon } from '../../test/coupon-fixtures.ts';
import { createTestApp } from '../../test/harness.ts';
import { anonymousVisitor, signedInShopper } from '../../test/shopper-session.ts';
import { checkCoupons, claimCouponUses, releaseCouponUses } from './index.ts';

describe('coupons at checkout', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let variantId: string;
  let unitPrice: number;
  let storeId: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    // An in-stock, purchasable variant of the demo shop.
    const [v] = await t.db
      .select({ id: productVariants.id, price: productVariants.regularPrice, storeId: products.storeId })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(products.slug, 'forest-sprite'))
      .limit(1);
    const [any] = v
      ? [v]
      : await t.db
          .select({ id: productVariants.id, price: productVariants.regularPrice, storeId: products.storeId })
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(eq(products.type, 'IN_STOCK'))
          .limit(1);
    variantId = any!.id;
    unitPrice = any!.price;
    storeId = any!.storeId;
  });
  afterAll(() => t?.close());

  const check = (
    shopper: Awaited<ReturnType<typeof signedInShopper>>,
    couponCodes: string[],
    quantity = 1,
    fee = 0,
  ) =>
    shopper.request('POST', '/api/v1/coupons/check', {
      cartItems: [{ productInstanceId: variantId, quantity }],
      couponCodes,
      shippingFeeByStoreId: { [storeId]: fee },
    });

  it('answers each code its discount, or invalid with the reason', async () => {
    const shopper = await signedInShopper(t);
    const fixed = await makeCoupon(t.db, { discountValue: 700 });
    const ship = await makeCoupon(t.db, { type: 'FREE_SHIPPING', maxAmount: 500 });
    const ended = await makeCoupon(t.db, { endDate: new Date(Date.now() - 1000) });
    const big = await makeCoupon(t.db, { minimumOrderValue: unitPrice * 5 });
    const r = await check(
      shopper,
      [fixed.code.toLowerCase(), ship.code, ended.code, big.code, 'NOPE'],
      2,
      800,
    );
    expect(r.statusCode).toBe(200);
    const answers = r.json().coupons;
    expect(answers.map((c: { invalid: boolean; reason: string | null }) => [c.invalid, c.reason])).toEqual([
      [false, null],
      [false, null],
      [true, 'EXPIRED'],
      [true, 'MINIMUM_ORDER'],
      [true, 'UNKNOWN'],
    ]);
    expect(answers[0].discountAmount).toBe(Math.min(700, unitPrice * 2));
    expect(answers[0].code).toBe(fixed.code);
    // Shipping: the smaller of maxAmount and the fee (spec 001 §5a).
    expect(answers[1]).toMatchObject({ discountAmount: 500, isShipping: true, maxAmount: 500 });
  });

  it('caps a fixed discount at the subtotal of the lines priced by the server', async () => {
    const shopper = await signedInShopper(t);
    const huge = await makeCoupon(t.db, { discountValue: 10_000_000 });
    const r = await check(shopper, [huge.code], 1);
    expect(r.json().coupons[0].discountAmount).toBe(unitPrice);
  });

  it('refuses a coupon of another store, and visitors', async () => {
    const shopper = await signedInShopper(t);
    const other = await makeCoupon(t.db, { storeId });
    await t.db.update(coupons).set({ storeId: null }).where(eq(coupons.id, other.id));
    const r = await shopper.request('POST', '/api/v1/coupons/check', {
      cartItems: [],
      couponCodes: [other.code],
    });
    expect(r.statusCode).toBe(200);
    const viaFn = await checkCoupons(t.db, {
      userId: shopper.id,
      storeId: randomUUID(),
      subTotal: 5000,
      shippingFee: 0,
      codes: [(await makeCoupon(t.db, { storeId })).code],
      now: new Date(),
    });
    expect(viaFn.coupons[0]).toMatchObject({ invalid: true, reason: 'OTHER_STORE' });
    const visitor = await anonymousVisitor(t.app).request('POST', '/api/v1/coupons/check', {
      cartItems: [],
      couponCodes: ['X'],
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('a bad body is a 400 with the field, never a 500', async () => {
    const shopper = await signedInShopper(t);
    const r = await shopper.request('POST', '/api/v1/coupons/check', { cartItems: 'x', couponCodes: [] });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0].errorCode).toBe('INVALID_FIELD');
  });

  it('lists a shopper’s own usable coupons; another shopper’s wallet code is unknown', async () => {
    const ada = await signedInShopper(t);
    const kai = await signedInShopper(t);
    const c = await makeCoupon(t.db, { redeemMethod: 'STAR_EXCHANGE', title: 'Mine' });
    const mine = await giveCoupon(t.db, c.id, ada.id);
    await giveCoupon(t.db, c.id, ada.id, new Date(Date.now() - 1000));
    const usable = (await ada.request('GET', '/api/v1/coupons/usable')).json().coupons;
    expect(usable.map((u: { id: string }) => u.id)).toEqual([mine.id]);
    expect(usable[0]).toMatchObject({ code: mine.code, couponId: c.id, title: 'Mine' });
    const search = await ada.request('POST', `/api/v1/coupons/usable/search?text=${mine.code.slice(-4)}`, {});
    expect(search.json().coupons).toHaveLength(1);
    expect((await kai.request('GET', '/api/v1/coupons/usable')).json().coupons).toEqual([]);
    expect((await check(kai, [mine.code])).json().coupons[0]).toMatchObject({
      invalid: true,
      reason: 'UNKNOWN',
    });
    expect((await check(ada, [mine.code])).json().coupons[0]).toMatchObject({ invalid: false, id: mine.id });
  });

  it('claims a wallet coupon once, gives it back on release, and a second release changes nothing', async () => {
    const shopper = await signedInShopper(t);
    const c = await makeCoupon(t.db, { redeemMethod: 'STAR_EXCHANGE' });
    const w = await giveCoupon(t.db, c.id, shopper.id);
    const orderA = randomUUID();
    await t.db.transaction((tx) =>
      claimCouponUses(tx, { orderId: orderA, userId: shopper.id, couponIds: [w.id], now: new Date() }),
    );
    // Claimed again for the same order (a retried request): counted once.
    await t.db.transaction((tx) =>
      claimCouponUses(tx, { orderId: orderA, userId: shopper.id, couponIds: [w.id], now: new Date() }),
    );
    expect((await shopper.request('GET', '/api/v1/coupons/usable')).json().coupons).toEqual([]);
    const other = t.db.transaction((tx) =>
      claimCouponUses(tx, { orderId: randomUUID(), userId: shopper.id, couponIds: [w.id], now: new Date() }),
    );
    await expect(other).rejects.toMatchObject({ code: 'COUPON_INVALID', params: { couponCodes: w.code } });
    const [counted] = await t.db.select().from(coupons).where(eq(coupons.id, c.id));
    expect(counted?.totalUsed).toBe(1);
    expect(await t.db.transaction((tx) => releaseCouponUses(tx, orderA))).toBe(1);
    expect(await t.db.transaction((tx) => releaseCouponUses(tx, orderA))).toBe(0);
    const [back] = await t.db.select().from(coupons).where(eq(coupons.id, c.id));
    expect(back?.totalUsed).toBe(0);
    expect((await shopper.request('GET', '/api/v1/coupons/usable')).json().coupons).toHaveLength(1);
  });

  it('a public coupon: one use per shopper, released uses count again', async () => {
    const shopper = await signedInShopper(t);
    const c = await makeCoupon(t.db, { limitPerUser: 1, limitPerCoupon: 5 });
    const claim = (orderId: string) =>
      t.db.transaction((tx) =>
        claimCouponUses(tx, { orderId, userId: shopper.id, couponIds: [c.id], now: new Date() }),
      );
    const first = randomUUID();
    await claim(first);
    await expect(claim(randomUUID())).rejects.toMatchObject({
      code: 'COUPON_INVALID',
      params: { couponCodes: c.code },
    });
    const checked = await check(shopper, [c.code]);
    expect(checked.json().coupons[0]).toMatchObject({ invalid: true, reason: 'USED_UP_BY_USER' });
    await t.db.transaction((tx) => releaseCouponUses(tx, first));
    await claim(randomUUID());
  });
});
