import { DomainError, notFound } from '@shop/domain';
import type { OrderDetail, OrderItem } from '@shop/domain/orders';
import { REVIEWABLE_STATUSES } from '@shop/domain/reviews';
import type { AppContext } from '../../http/types.ts';
import { getOrder } from '../orders/index.ts';

/** An order line a review can be about: one with a product (spec 002 §3 "order item as review item"). */
export type ReviewLine = OrderItem & { productId: string };

export const isReviewable = (order: OrderDetail) =>
  (REVIEWABLE_STATUSES as readonly string[]).includes(order.orderStatus);

export const deliveredAt = (order: OrderDetail) => (order.deliveryDate ? new Date(order.deliveryDate) : null);

/** The shopper's order (404 for another's or an unknown one) and its lines that can be reviewed. */
export async function orderOf(ctx: AppContext, userId: string, orderId: string) {
  const order = await getOrder(ctx, userId, orderId);
  const lines = order.items.filter((i): i is ReviewLine => i.productId !== null);
  return { order, lines };
}

/**
 * One line of the shopper's order that may be reviewed now: 404 for a line not in the order, and
 * REVIEW_NOT_ALLOWED (409) before the order is on delivery, or after it was cancelled or refunded.
 */
export async function reviewableLine(ctx: AppContext, userId: string, orderId: string, lineId: string) {
  const { order, lines } = await orderOf(ctx, userId, orderId);
  const line = lines.find((l) => l.id === lineId);
  if (!line) throw notFound('order item');
  if (!isReviewable(order)) throw new DomainError('REVIEW_NOT_ALLOWED', { status: order.orderStatus }, 409);
  return { order, line };
}
