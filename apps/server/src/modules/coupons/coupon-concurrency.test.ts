import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, couponUses } from '../../db/schema/index.ts';
import { makeCoupon } from '../../test/coupon-fixtures.ts';
import { createTestApp } from '../../test/harness.ts';
import { createTestUser } from '../../test/shopper-session.ts';
import { claimCouponUses, releaseCouponUses } from './index.ts';

/**
 * Orders racing for a limited coupon (issue 9: "a coupon limited to 10 uses is used exactly 10 times under 50
 * concurrent orders"). On PostgreSQL (TEST_DATABASE_URL) the transactions run in parallel on 20 connections.
 */
describe('coupon limits under concurrency', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const claimAll = (couponId: string, userIds: string[]) =>
    Promise.allSettled(
      userIds.map((userId) =>
        t.db.transaction((tx) =>
          claimCouponUses(tx, { orderId: randomUUID(), userId, couponIds: [couponId], now: new Date() }),
        ),
      ),
    );

  it('50 concurrent claims of a coupon limited to 10 uses count exactly 10', async () => {
    const c = await makeCoupon(t.db, { limitPerCoupon: 10, limitPerUser: 1 });
    const users = await Promise.all(Array.from({ length: 50 }, () => createTestUser(t.db)));
    const outcomes = await claimAll(
      c.id,
      users.map((u) => u.id),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    for (const o of outcomes) {
      if (o.status === 'rejected') expect(o.reason).toMatchObject({ code: 'COUPON_INVALID' });
    }
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, c.id));
    expect(row?.totalUsed).toBe(10);
    expect(await t.db.$count(couponUses, eq(couponUses.couponId, c.id))).toBe(10);
  });

  it('one shopper racing 20 orders on a one-per-shopper coupon gets it once', async () => {
    const c = await makeCoupon(t.db, { limitPerUser: 1 });
    const user = await createTestUser(t.db);
    const outcomes = await claimAll(c.id, Array(20).fill(user.id));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, c.id));
    expect(row?.totalUsed).toBe(1);
  });

  it('releases racing new claims never pass the limit', async () => {
    const c = await makeCoupon(t.db, { limitPerCoupon: 5, limitPerUser: null });
    const user = await createTestUser(t.db);
    const orders = Array.from({ length: 5 }, () => randomUUID());
    for (const orderId of orders) {
      await t.db.transaction((tx) =>
        claimCouponUses(tx, { orderId, userId: user.id, couponIds: [c.id], now: new Date() }),
      );
    }
    const work = [
      ...orders.slice(0, 3).map((o) => t.db.transaction((tx) => releaseCouponUses(tx, o))),
      ...orders.slice(0, 3).map((o) => t.db.transaction((tx) => releaseCouponUses(tx, o))),
      ...Array.from({ length: 20 }, () =>
        t.db.transaction((tx) =>
          claimCouponUses(tx, { orderId: randomUUID(), userId: user.id, couponIds: [c.id], now: new Date() }),
        ),
      ),
    ];
    await Promise.allSettled(work);
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, c.id));
    const live = await t.db.$count(couponUses, eq(couponUses.couponId, c.id));
    const released = (await t.db.select().from(couponUses).where(eq(couponUses.couponId, c.id))).filter(
      (u) => u.releasedAt !== null,
    ).length;
    expect(row?.totalUsed).toBe(live - released);
    expect(row?.totalUsed).toBeLessThanOrEqual(5);
    expect(released).toBe(3);
  });
});
