import type { AppContext } from '../../http/types.ts';
import { earnOrderGold, reverseOrderGold } from '../loyalty/index.ts';
import type { OrderRow } from './repository/index.ts';

/** What other capabilities learn of a delivered order. */
export interface DeliveredOrder {
  orderId: string;
  userId: string;
  storeId: string;
  /** What the shopper paid for it, in cents (gold per dollar is counted on this). */
  totalCents: number;
  deliveredAt: Date;
}

/**
 * The hook point of a DELIVERED order, called by changeOrderStatus in the transaction of the change (`ctx.db`
 * is it): the loyalty capability awards its gold per dollar here (call into its index.ts; keep it idempotent
 * per order id, as an order is delivered once but a job may run twice).
 */
export async function onOrderDelivered(ctx: AppContext, order: OrderRow): Promise<DeliveredOrder> {
  const delivered = {
    orderId: order.id,
    userId: order.userId,
    storeId: order.storeId,
    totalCents: order.total - order.refund,
    deliveredAt: order.deliveredAt ?? ctx.now(),
  };
  // Gold per dollar, pending through the return window (loyalty README); once per order id.
  await earnOrderGold(ctx, ctx.db, {
    userId: delivered.userId,
    orderId: delivered.orderId,
    paidCents: delivered.totalCents,
    deliveredAt: delivered.deliveredAt,
  });
  return delivered;
}

/** A refunded or cancelled order gives back the gold it earned (pending or credited), in the change's transaction. */
export async function onOrderReturned(ctx: AppContext, order: OrderRow, status: string): Promise<void> {
  await reverseOrderGold(ctx, ctx.db, {
    orderId: order.id,
    reason: status === 'REFUNDED' ? 'Order refunded' : 'Order cancelled',
  });
}
