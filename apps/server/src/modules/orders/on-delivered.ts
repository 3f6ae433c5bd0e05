import type { AppContext } from '../../http/types.ts';
import { earnOrderGold } from '../loyalty/index.ts';
import type { OrderRow } from './repository/index.ts';
import { findLines } from './repository/index.ts';

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
  const delivered: DeliveredOrder = {
    orderId: order.id,
    userId: order.userId,
    storeId: order.storeId,
    totalCents: order.paid - order.refund,
    deliveredAt: order.deliveredAt ?? ctx.now(),
  };
  const [first] = await findLines(ctx.db, [order.id]);
  await earnOrderGold(ctx, ctx.db, {
    userId: order.userId,
    orderId: order.id,
    paidCents: delivered.totalCents,
    deliveredAt: delivered.deliveredAt,
    productName: first?.name ?? null,
    productImage: first?.imageUrl ?? null,
  });
  return delivered;
}
