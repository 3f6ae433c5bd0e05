import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { coupons, goldLedger, userCoupons, users } from '../../db/schema/index.ts';
import { makeCoupon } from '../../test/coupon-fixtures.ts';
import { giveGold, ledgerMismatches } from '../../test/gold-fixtures.ts';
import { createTestApp } from '../../test/harness.ts';
import { signedInShopper } from '../../test/shopper-session.ts';
import { earnOrderGold, releaseDueGold, reverseOrderGold } from './index.ts';

/**
 * Redemptions racing (issue 10). On PostgreSQL (TEST_DATABASE_URL) the requests run in parallel on 20
 * connections; on PGlite one after the other. Either way: limits hold, gold is spent once, balances never
 * go below zero, and the ledger's sum equals every balance.
 */
describe('redeeming under concurrency', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
  afterAll(() => t?.close());

  const offer = (fields: Parameters<typeof makeCoupon>[1] = {}) =>
    makeCoupon(t.db, { redeemMethod: 'STAR_EXCHANGE', requiredStars: 100, limitPerUser: 1, ...fields });
  const balance = async (userId: string) =>
    (await t.db.select({ p: users.totalPoint }).from(users).where(eq(users.id, userId)))[0]?.p;

  it('50 shoppers redeeming a coupon limited to 10: exactly 10 redemptions, 10 charged', async () => {
    const c = await offer({ limitPerCoupon: 10 });
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => signedInShopper(t)));
    for (const s of shoppers) await giveGold(t.db, s.id, 100);
    const answers = await Promise.all(
      shoppers.map((s) => s.request('PATCH', `/api/v1/coupons/${c.id}/redeem`)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((s) => s === 200)).toHaveLength(10);
    expect(codes.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json().errors[0].errorCode).toBe('INVALID_COUPON_MAX_REDEEMED');
    }
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, c.id));
    expect(row?.totalRedeemed).toBe(10);
    expect(await t.db.$count(userCoupons, eq(userCoupons.couponId, c.id))).toBe(10);
    const spent = (await Promise.all(shoppers.map((s) => balance(s.id)))).filter((p) => p === 0);
    expect(spent).toHaveLength(10);
  });

  it('one shopper double-submitting: one redemption, gold spent once', async () => {
    const c = await offer({ requiredStars: 120 });
    const s = await signedInShopper(t);
    await giveGold(t.db, s.id, 1000);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => s.request('PATCH', `/api/v1/coupons/${c.id}/redeem`)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(await balance(s.id)).toBe(880);
    expect(await t.db.$count(userCoupons, eq(userCoupons.userId, s.id))).toBe(1);
  });

  it('parallel redemptions of different coupons and a parallel reversal never take a balance below zero', async () => {
    for (let round = 0; round < 3; round++) {
      const s = await signedInShopper(t);
      const orderId = randomUUID();
      // 300 from an order (released), then 8 coupons of 100 each and the order's reversal, all at once.
      await t.db.transaction((tx) =>
        earnOrderGold(t.app.ctx, tx as unknown as Db, {
          userId: s.id,
          orderId,
          paidCents: 30_000,
          deliveredAt: new Date(0),
        }),
      );
      await releaseDueGold(t.app.ctx, new Date());
      expect(await balance(s.id)).toBe(300);
      const offers = await Promise.all(Array.from({ length: 8 }, () => offer()));
      const results = await Promise.allSettled([
        ...offers.map((o) => s.request('PATCH', `/api/v1/coupons/${o.id}/redeem`)),
        t.db.transaction((tx) =>
          reverseOrderGold(t.app.ctx, tx as unknown as Db, { orderId, reason: 'Refunded' }),
        ),
      ]);
      for (const r of results) expect(r.status).toBe('fulfilled');
      const ok = results
        .slice(0, 8)
        .filter((r) => r.status === 'fulfilled' && (r.value as { statusCode: number }).statusCode === 200);
      expect(ok.length).toBeLessThanOrEqual(3);
      const left = await balance(s.id);
      expect(left).toBeGreaterThanOrEqual(0);
      const rows = await t.db.select().from(goldLedger).where(eq(goldLedger.userId, s.id));
      expect(rows.every((r) => r.balanceAfter >= 0)).toBe(true);
      expect(rows.reduce((n, r) => n + r.amount, 0)).toBe(left);
    }
  });
});
