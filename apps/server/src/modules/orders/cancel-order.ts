import { DomainError, notFound } from '@shop/domain';
import {
  type CancelPreview,
  canShopperCancel,
  type OrderDetail,
  type OrderStatus,
} from '@shop/domain/orders';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../http/types.ts';
import { changeOrderStatus } from './change-status.ts';
import { refundThroughProvider } from './refund-order.ts';
import { findOrder, lockOrder, type OrderRow } from './repository/index.ts';
import { toOrderDetails } from './to-order.ts';

/**
 * Spec 002 §3 "Cancellation preview" (ours, the spec does not give the server's rules): cancelling the whole
 * order leaves nothing to pay, and gives back everything paid.
 */
export function previewOf(order: OrderRow): CancelPreview {
  return {
    orderId: order.id,
    canCancel: canShopperCancel(order.status as OrderStatus),
    newSubTotal: 0,
    newShippingFee: 0,
    newDiscountShippingFee: 0,
    newDiscountCartItems: 0,
    newTotal: 0,
    paid: order.paid,
    refund: order.paid - order.refund,
  };
}

export async function cancelPreview(
  ctx: AppContext,
  userId: string,
  orderId: string,
): Promise<CancelPreview> {
  const order = await findOrder(ctx.db, orderId, userId);
  if (!order) throw notFound('order');
  return previewOf(order);
}

/**
 * Cancels an order: by its shopper while PENDING or PROCESSING (`userId`), by staff or support from any
 * status the transitions allow (`userId` null). A paid order is refunded through its provider first (one
 * refund per order, whatever the retries); then, in one transaction, the status changes through
 * changeOrderStatus (stock and coupon uses given back, the e-mail, the log). A concurrent cancel loses with
 * ORDER_STATUS_INVALID; the provider's refund is not repeated (its key).
 */
export async function cancelOrder(
  ctx: AppContext,
  input: { orderId: string; userId: string | null; actor: 'SHOPPER' | 'STAFF'; reason: string },
): Promise<OrderDetail> {
  const order = await findOrder(ctx.db, input.orderId, input.userId);
  if (!order) throw notFound('order');
  if (input.userId !== null && !canShopperCancel(order.status as OrderStatus))
    throw new DomainError('ORDER_NOT_CANCELLABLE', { status: order.status }, 409);
  const refunded = await refundThroughProvider(ctx, order, input.reason || 'requested_by_customer');
  const updated = await ctx.db.transaction(async (db) =>
    cancelInTransaction({ ...ctx, db: db as unknown as Db }, order, {
      refunded,
      actor: input.actor,
      reason: input.reason,
    }),
  );
  const [detail] = await toOrderDetails(ctx.db, [updated]);
  return detail!;
}

/**
 * The cancel itself, inside the caller's transaction (`ctx.db` is it; support's ACCEPT runs it beside the
 * ticket's change): the order locked, still in the status `seen` was read in (else ORDER_NOT_CANCELLABLE,
 * 409: a concurrent cancel or move won), then CANCELED through changeOrderStatus with what
 * refundThroughProvider gave back (called before, outside any transaction).
 */
export async function cancelInTransaction(
  ctx: AppContext,
  seen: OrderRow,
  input: { refunded: number; actor: 'SHOPPER' | 'STAFF'; reason: string },
): Promise<OrderRow> {
  const locked = await lockOrder(ctx.db, seen.id);
  if (!locked || locked.status !== seen.status)
    throw new DomainError('ORDER_NOT_CANCELLABLE', { status: locked?.status ?? '' }, 409);
  return changeOrderStatus(ctx, locked, {
    to: 'CANCELED',
    actor: input.actor,
    message: input.reason,
    set: {
      refund: locked.refund + input.refunded,
      ...(input.refunded > 0
        ? { paymentStatus: 'REFUNDED' }
        : locked.paid === 0
          ? { paymentStatus: 'CANCELED' }
          : {}),
    },
  });
}
