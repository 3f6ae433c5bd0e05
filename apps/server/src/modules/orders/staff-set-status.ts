import { DomainError, notFound } from '@shop/domain';
import { canStaffMove, type OrderDetail, type OrderStatus } from '@shop/domain/orders';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../http/types.ts';
import { cancelOrder } from './cancel-order.ts';
import { changeOrderStatus } from './change-status.ts';
import { refundThroughProvider } from './refund-order.ts';
import { findOrder, lockOrder } from './repository/index.ts';
import { toOrderDetails } from './to-order.ts';

/**
 * Staff move an order along STAFF_TRANSITIONS (@shop/domain/orders): WAREHOUSE, ON_DELIVERY, DELIVERED,
 * ON_HOLD, CANCELED (refunded if paid), REFUNDED (through the provider). Each change is logged with the
 * staff note; anything else is ORDER_STATUS_INVALID (409).
 */
export async function staffSetStatus(
  ctx: AppContext,
  input: { orderId: string; status: OrderStatus; note: string },
): Promise<OrderDetail> {
  const order = await findOrder(ctx.db, input.orderId, null);
  if (!order) throw notFound('order');
  const from = order.status as OrderStatus;
  if (!canStaffMove(from, input.status))
    throw new DomainError('ORDER_STATUS_INVALID', { status: input.status, from }, 409);
  if (input.status === 'CANCELED')
    return cancelOrder(ctx, { orderId: order.id, userId: null, actor: 'STAFF', reason: input.note });
  if (input.status === 'REFUNDED' && order.paid === 0)
    throw new DomainError('ORDER_STATUS_INVALID', { status: input.status, from }, 409);
  const refunded =
    input.status === 'REFUNDED'
      ? await refundThroughProvider(ctx, order, input.note || 'requested_by_customer')
      : 0;
  const updated = await ctx.db.transaction(async (db) => {
    const tx = db as unknown as Db;
    const locked = await lockOrder(tx, order.id);
    if (!locked || locked.status !== from)
      throw new DomainError(
        'ORDER_STATUS_INVALID',
        { status: input.status, from: locked?.status ?? '' },
        409,
      );
    return changeOrderStatus({ ...ctx, db: tx }, locked, {
      to: input.status,
      actor: 'STAFF',
      type: input.status === 'REFUNDED' ? 'REFUNDED' : 'STATUS_CHANGED',
      message: input.note,
      ...(input.status === 'REFUNDED'
        ? { set: { refund: locked.refund + refunded, paymentStatus: 'REFUNDED' } }
        : {}),
    });
  });
  const [detail] = await toOrderDetails(ctx.db, [updated]);
  return detail!;
}
