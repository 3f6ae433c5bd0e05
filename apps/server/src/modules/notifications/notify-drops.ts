import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../http/types.ts';
import { enqueueJob } from '../jobs/index.ts';
import { PUSH_JOB, PUSH_MAX_ATTEMPTS } from './notify.ts';
import { notifyExpiringCoupons, notifyStartedDrops } from './repository/drops.ts';

export const DROPS_JOB = 'notifications.drops';
export const COUPON_EXPIRY_JOB = 'notifications.coupon-expiry';
/** A wallet coupon is "about to expire" this long before its end (ours; the spec is silent). */
export const COUPON_EXPIRY_NOTICE_MS = 3 * 86_400_000;

/**
 * The recurring `notifications.drops` job (every minute): a wishlisted product whose drop has started
 * notifies each shopper who saved it, once (keyed by product and start time), with the pushes queued in
 * the same transaction. Run twice, or by two instances at once, it notifies no one twice.
 */
export async function notifyDrops(ctx: AppContext): Promise<void> {
  await notifyAndPush(ctx, (tx) => notifyStartedDrops(tx, ctx.now()));
}

/** The recurring `notifications.coupon-expiry` job (hourly): unused wallet coupons ending within 3 days. */
export async function notifyCouponExpiry(ctx: AppContext): Promise<void> {
  await notifyAndPush(ctx, (tx) => notifyExpiringCoupons(tx, ctx.now(), COUPON_EXPIRY_NOTICE_MS));
}

async function notifyAndPush(ctx: AppContext, write: (tx: Db) => Promise<string[]>): Promise<void> {
  await ctx.db.transaction(async (db) => {
    const tx = db as unknown as Db;
    for (const id of await write(tx)) {
      await enqueueJob(tx, {
        kind: PUSH_JOB,
        payload: { notificationId: id },
        key: `${PUSH_JOB}:${id}`,
        maxAttempts: PUSH_MAX_ATTEMPTS,
      });
    }
  });
}
