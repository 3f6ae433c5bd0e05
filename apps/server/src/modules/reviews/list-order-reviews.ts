import type { OrderReviews } from '@shop/domain/reviews';
import type { AppContext } from '../../http/types.ts';
import { isReviewable, orderOf } from './order-lines.ts';
import { findLineReviews } from './repository.ts';
import { toReviewItem } from './review-item.ts';

/** GET /orders/{orderId}/reviews: a review box per line of the shopper's order. */
export async function listOrderReviews(
  ctx: AppContext,
  userId: string,
  orderId: string,
): Promise<OrderReviews> {
  const { order, lines } = await orderOf(ctx, userId, orderId);
  const rows = await findLineReviews(
    ctx.db,
    userId,
    lines.map((l) => l.id),
  );
  const byLine = new Map(rows.map((r) => [r.orderLineId, r]));
  return {
    orderId: order.id,
    reviewable: isReviewable(order),
    items: lines.map((line) => toReviewItem(ctx, order, line, byLine.get(line.id))),
  };
}
