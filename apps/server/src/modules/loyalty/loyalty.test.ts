import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { coupons, notifications, users } from '../../db/schema/index.ts';
import { makeCoupon } from '../../test/coupon-fixtures.ts';
import { giveGold, ledgerMismatches } from '../../test/gold-fixtures.ts';
import { createTestApp } from '../../test/harness.ts';
import { anonymousVisitor, signedInShopper, signedInWithRole } from '../../test/shopper-session.ts';
import { earnOrderGold, grantWelcome, releaseDueGold, reverseOrderGold } from './index.ts';

const DAY = 86_400_000;

describe('loyalty: gold, ranks and redeeming', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const clock = Date.now();
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    t.app.ctx.now = () => new Date(clock);
  });
  afterEach(async () => {
    // The ledger's sum equals every balance after each test.
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
  afterAll(() => t?.close());

  const offer = (fields: Parameters<typeof makeCoupon>[1] = {}) =>
    makeCoupon(t.db, { redeemMethod: 'STAR_EXCHANGE', requiredStars: 100, limitPerUser: 1, ...fields });

  it('shows the rank table to visitors and the standing to members', async () => {
    const visitor = await anonymousVisitor(t.app).request('GET', '/api/v1/membership');
    expect(visitor.statusCode).toBe(200);
    const body = visitor.json();
    expect(body.ranks.map((r: { name: string }) => r.name)).toEqual([
      'Apprentice',
      'Journeyman',
      'Craftsman',
      'Legend',
    ]);
    expect(body.ranks[1]).toMatchObject({ expTarget: 500 });
    expect(body.profile).toBeNull();
    const shopper = await signedInShopper(t);
    await giveGold(t.db, shopper.id, 600, 'REVIEW');
    const mine = (await shopper.request('GET', '/api/v1/membership')).json().profile;
    expect(mine).toMatchObject({
      ranking: 1,
      rankName: 'Journeyman',
      totalPoint: 600,
      totalExps: 600,
      nextLevelTarget: 1500,
    });
  });

  it('redeems a coupon: gold spent once, a copy with its own code usable at checkout, REDEEMED after', async () => {
    const shopper = await signedInShopper(t);
    await giveGold(t.db, shopper.id, 250);
    const c = await offer({ usageDays: 30 });
    const before = (await shopper.request('GET', '/api/v1/coupons')).json();
    expect(before.userProfile.accumulatedStars).toBe(250);
    expect(before.coupons.find((x: { id: string }) => x.id === c.id)).toMatchObject({
      redemptionState: 'COUPON_REDEEMABLE',
      canRedeem: true,
      requiredStars: 100,
    });
    const r = await shopper.request('PATCH', `/api/v1/coupons/${c.id}/redeem`);
    expect(r.statusCode).toBe(200);
    const { coupon, accumulatedStars } = r.json();
    expect(accumulatedStars).toBe(150);
    expect(coupon.code).toMatch(new RegExp(`^${c.code}-[A-Z2-9]{6}$`));
    expect(new Date(coupon.expiredDate).getTime()).toBe(clock + 30 * DAY);
    const after = (await shopper.request('GET', '/api/v1/coupons')).json();
    expect(after.coupons.find((x: { id: string }) => x.id === c.id).redemptionState).toBe(
      'INVALID_COUPON_MAX_REDEEMED_PER_USER',
    );
    expect(after.usableCoupons.map((x: { code: string }) => x.code)).toContain(coupon.code);
    expect((await shopper.request('GET', '/api/v1/coupons/usable')).json().coupons[0].code).toBe(coupon.code);
    const again = await shopper.request('PATCH', `/api/v1/coupons/${c.id}/redeem`);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].errorCode).toBe('INVALID_COUPON_MAX_REDEEMED_PER_USER');
    const history = (await shopper.request('GET', '/api/v1/me/gold-history?recordType=REDEEM')).json();
    expect(history.userStarLogs.contents).toHaveLength(1);
    expect(history.userStarLogs.contents[0]).toMatchObject({ action: 'REDEEM', stars: -100 });
  });

  it('refuses with the redemption state and changes nothing', async () => {
    const shopper = await signedInShopper(t);
    await giveGold(t.db, shopper.id, 50);
    const cases: [Parameters<typeof makeCoupon>[1], number, string][] = [
      [{ requiredStars: 51 }, 409, 'INVALID_COUPON_NOT_ENOUGH_REQUIRED_STARS'],
      [{ minRanking: 3 }, 409, 'INVALID_COUPON_NOT_SUPPORTED_RANK'],
      [{ endDate: new Date(clock - 1000) }, 409, 'INVALID_COUPON_EXPIRED'],
      [{ startDate: new Date(clock + DAY) }, 409, 'INVALID_COUPON_EXPIRED'],
      [{ redeemMethod: 'SYSTEM_TRIGGER_RULE' }, 403, 'INVALID_COUPON_NOT_AUTHORIZED'],
      [{ limitPerCoupon: 1, totalRedeemed: 1 }, 409, 'INVALID_COUPON_MAX_REDEEMED'],
    ];
    for (const [fields, status, code] of cases) {
      const c = await offer({ requiredStars: 10, ...fields });
      const r = await shopper.request('PATCH', `/api/v1/coupons/${c.id}/redeem`);
      expect([r.statusCode, r.json().errors[0].errorCode]).toEqual([status, code]);
    }
    expect((await shopper.request('PATCH', `/api/v1/coupons/${randomUUID()}/redeem`)).statusCode).toBe(404);
    const publicCode = await makeCoupon(t.db);
    expect((await shopper.request('PATCH', `/api/v1/coupons/${publicCode.id}/redeem`)).statusCode).toBe(404);
    expect(
      (await anonymousVisitor(t.app).request('PATCH', `/api/v1/coupons/${publicCode.id}/redeem`)).statusCode,
    ).toBe(401);
    const me = (await shopper.request('GET', '/api/v1/coupons')).json();
    expect(me.userProfile.accumulatedStars).toBe(50);
    expect(me.redeemedCoupons).toEqual([]);
  });

  it('a free coupon needs no gold; a gift goes to the cart at price 0 once', async () => {
    const shopper = await signedInShopper(t);
    const free = await offer({ redeemMethod: 'FREE', requiredStars: 999, type: 'FREE_SHIPPING' });
    const r = await shopper.request('PATCH', `/api/v1/coupons/${free.id}/redeem`);
    expect(r.statusCode).toBe(200);
    expect(r.json().accumulatedStars).toBe(0);
    const [gift] = await t.db.select().from(coupons).where(eq(coupons.type, 'GIFT_PRODUCT')).limit(1);
    await giveGold(t.db, shopper.id, gift!.requiredStars);
    const redeemed = await shopper.request('PATCH', `/api/v1/coupons/${gift!.id}/redeem`);
    expect(redeemed.statusCode).toBe(200);
    const walletId = redeemed.json().coupon.id;
    expect(redeemed.json().coupon).toMatchObject({ isGift: true, productInstanceId: gift!.variantId });
    const cart = await shopper.request('POST', `/api/v1/me/coupons/${walletId}/gift-line`);
    expect(cart.statusCode).toBe(200);
    const line = cart.json().cartItems.find((l: { isGift: boolean }) => l.isGift);
    expect(line).toMatchObject({ salePrice: 0, couponId: walletId, variantId: gift!.variantId });
    const other = await signedInShopper(t);
    expect((await other.request('POST', `/api/v1/me/coupons/${walletId}/gift-line`)).statusCode).toBe(404);
  });

  it('order gold is pending through the return window, then spendable; experience changes the rank', async () => {
    const shopper = await signedInShopper(t);
    const orderId = randomUUID();
    const deliveredAt = new Date(clock);
    await t.db.transaction((tx) =>
      earnOrderGold(t.app.ctx, tx as unknown as Db, {
        userId: shopper.id,
        orderId,
        paidCents: 60_050,
        deliveredAt,
        productName: 'Forest Sprite',
      }),
    );
    const pending = (await shopper.request('GET', '/api/v1/me/gold-history')).json();
    expect(pending.pending).toHaveLength(1);
    expect(pending.pending[0]).toMatchObject({ stars: 600, pending: true });
    expect((await shopper.request('GET', '/api/v1/membership')).json().profile).toMatchObject({
      totalPoint: 0,
      pendingPoint: 600,
      ranking: 0,
    });
    expect(await releaseDueGold(t.app.ctx, new Date(clock + 13 * DAY))).toBe(0);
    expect(await releaseDueGold(t.app.ctx, new Date(clock + 14 * DAY))).toBeGreaterThanOrEqual(1);
    const profile = (await shopper.request('GET', '/api/v1/membership')).json().profile;
    expect(profile).toMatchObject({ totalPoint: 600, pendingPoint: 0, totalExps: 600, ranking: 1 });
    const [row] = await t.db.select({ ranking: users.ranking }).from(users).where(eq(users.id, shopper.id));
    expect(row?.ranking).toBe(1);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, shopper.id));
    expect(told.map((n) => [n.kind, n.subject])).toEqual([['RANK_REACHED', 'You are now Journeyman!']]);
    const history = (await shopper.request('GET', '/api/v1/me/gold-history')).json();
    expect(history.userStarLogs.contents[0]).toMatchObject({
      action: 'ORDER',
      stars: 600,
      customTextFieldAttributes: { orderId, productName: 'Forest Sprite' },
    });
    // A refund after the window takes back what is left; spending never lowered the experience.
    await t.db.transaction((tx) =>
      reverseOrderGold(t.app.ctx, tx as unknown as Db, { orderId, reason: 'Refunded' }),
    );
    await t.db.transaction((tx) =>
      reverseOrderGold(t.app.ctx, tx as unknown as Db, { orderId, reason: 'Refunded' }),
    );
    const back = (await shopper.request('GET', '/api/v1/membership')).json().profile;
    expect(back).toMatchObject({ totalPoint: 0, totalExps: 0 });
  });

  it('a cancelled order before the window ends earns nothing', async () => {
    const shopper = await signedInShopper(t);
    const orderId = randomUUID();
    await t.db.transaction(async (tx) => {
      await earnOrderGold(t.app.ctx, tx as unknown as Db, {
        userId: shopper.id,
        orderId,
        paidCents: 5000,
        deliveredAt: new Date(clock),
      });
      await reverseOrderGold(t.app.ctx, tx as unknown as Db, { orderId });
    });
    await releaseDueGold(t.app.ctx, new Date(clock + 30 * DAY));
    expect((await shopper.request('GET', '/api/v1/membership')).json().profile).toMatchObject({
      totalPoint: 0,
      pendingPoint: 0,
    });
  });

  it('history pages by 12, filters by record type and counts each type', async () => {
    const shopper = await signedInShopper(t);
    for (let i = 0; i < 13; i++) await giveGold(t.db, shopper.id, 5, 'REVIEW');
    await giveGold(t.db, shopper.id, 7);
    const first = (await shopper.request('GET', '/api/v1/me/gold-history')).json();
    expect(first.userStarLogs.contents).toHaveLength(12);
    expect(first.userStarLogs.totalElements).toBe(14);
    expect(first.totalByRecordType).toMatchObject({ REVIEW: 13, ADJUSTMENT: 1, ALL: 14 });
    const second = (await shopper.request('GET', '/api/v1/me/gold-history?page=2&recordType=REVIEW')).json();
    expect(second.userStarLogs.contents).toHaveLength(1);
    expect((await shopper.request('GET', '/api/v1/me/gold-history?recordType=NOPE')).statusCode).toBe(400);
  });

  it('staff adjust with a reason; shoppers may not; never below zero', async () => {
    const shopper = await signedInShopper(t);
    const staff = await signedInWithRole(t, 'ROLE__AMS_PLATFORM_ADMIN');
    const body = { userId: shopper.id, amount: 40, reason: 'Parcel arrived late' };
    expect((await shopper.request('POST', '/api/v1/staff/gold-adjustments', body)).statusCode).toBe(403);
    const r = await staff.request('POST', '/api/v1/staff/gold-adjustments', body);
    expect(r.statusCode).toBe(201);
    expect(r.json().totalPoint).toBe(40);
    const over = await staff.request('POST', '/api/v1/staff/gold-adjustments', { ...body, amount: -41 });
    expect([over.statusCode, over.json().errors[0].errorCode]).toEqual([400, 'GOLD_NOT_ENOUGH']);
    expect(
      (await staff.request('POST', '/api/v1/staff/gold-adjustments', { ...body, reason: '' })).statusCode,
    ).toBe(400);
    const log = (await shopper.request('GET', '/api/v1/me/gold-history')).json().userStarLogs.contents;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'ADJUSTMENT', stars: 40, reason: 'Parcel arrived late' });
  });

  it('the new-member coupon is granted once and usable on a first order', async () => {
    const shopper = await signedInShopper(t);
    for (let i = 0; i < 2; i++)
      await t.db.transaction((tx) => grantWelcome(t.app.ctx, tx as unknown as Db, shopper.id));
    const usable = (await shopper.request('GET', '/api/v1/coupons/usable')).json().coupons;
    expect(usable).toHaveLength(1);
    expect(usable[0]).toMatchObject({
      type: 'FIXED_AMOUNT',
      discountValue: 500,
      redeemMethod: 'SYSTEM_TRIGGER_RULE',
    });
    const offers = (await shopper.request('GET', '/api/v1/coupons')).json().coupons;
    expect(offers.some((o: { redeemMethod: string }) => o.redeemMethod === 'SYSTEM_TRIGGER_RULE')).toBe(
      false,
    );
  });
});
