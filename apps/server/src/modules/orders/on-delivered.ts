import type { AppContext } from '../../http/types.ts';
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
export async function onOrderDelivered(_ctx: AppContext, order: OrderRow): Promise<DeliveredOrder> {
  return {
    orderId: order.id,
    userId: order.userId,
    storeId: order.storeId,
    totalCents: order.total - order.refund,
    deliveredAt: order.deliveredAt ?? new Date(),
  };
}
