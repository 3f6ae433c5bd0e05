import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../http/types.ts';
import type { Job } from '../jobs/index.ts';
import { changeOrderStatus } from './change-status.ts';
import { findExpiredGroups, findLatestPayment, lockGroupOrders, updatePayment } from './repository/index.ts';

export const EXPIRE_ORDERS = 'orders.expire';
export const SWEEP_EXPIRED = 'orders.sweep-expired';

/**
 * An unpaid group past its time: every PENDING order becomes EXPIRED_ORDER through changeOrderStatus (stock
 * and coupon uses given back), its open payment attempt CANCELED. Idempotent: the orders are locked and
 * only PENDING ones past `expiresAt` move, so a second run, or one racing a late payment, changes nothing
 * twice (whichever commits first wins; the other sees the new status).
 */
export async function expireGroup(ctx: AppContext, groupId: string): Promise<number> {
  return ctx.db.transaction(async (db) => {
    const tx = db as unknown as Db;
    const txCtx: AppContext = { ...ctx, db: tx };
    const now = ctx.now();
    const orders = await lockGroupOrders(tx, groupId);
    let expired = 0;
    for (const order of orders) {
      if (order.status !== 'PENDING' || !order.expiresAt || order.expiresAt > now) continue;
      await changeOrderStatus(txCtx, order, {
        to: 'EXPIRED_ORDER',
        actor: 'SYSTEM',
        message: 'Not paid in time',
        set: { paymentStatus: 'CANCELED' },
      });
      expired += 1;
    }
    const payment = await findLatestPayment(tx, groupId);
    if (expired > 0 && payment?.status === 'PENDING')
      await updatePayment(tx, payment.id, { status: 'CANCELED' });
    return expired;
  });
}

/** The job enqueued with each group, due at its expiry. A group not yet due is looked at again later. */
export async function expireOrdersJob(ctx: AppContext, job: Job): Promise<void> {
  const groupId = String(job.payload.groupId ?? '');
  if (groupId) await expireGroup(ctx, groupId);
}

/** Recurring safety net: groups whose job was lost (a restore, a manual change) still expire. */
export async function sweepExpiredJob(ctx: AppContext): Promise<void> {
  for (const groupId of await findExpiredGroups(ctx.db, ctx.now(), 100)) await expireGroup(ctx, groupId);
}
