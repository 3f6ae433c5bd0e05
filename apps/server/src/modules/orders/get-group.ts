import { notFound } from '@shop/domain';
import type { OrderGroup, PaymentAction } from '@shop/domain/orders';
import type { PaymentMethod, PaymentState } from '@shop/domain/payments';
import type { AppContext } from '../../http/types.ts';
import { findGroup, findGroupOrders, findLatestPayment, type PaymentRow } from './repository/index.ts';
import { toOrderDetails } from './to-order.ts';

export function toPaymentAction(p: PaymentRow): PaymentAction {
  const data = p.clientData;
  // What the browser still has to do matters only while the attempt is open.
  const open = p.status === 'PENDING';
  return {
    paymentId: p.id,
    method: p.method as PaymentMethod,
    status: p.status as PaymentState,
    amount: p.amountCents,
    clientSecret: open ? (data.clientSecret ?? null) : null,
    publishableKey: open ? (data.publishableKey ?? null) : null,
    redirectUrl: open ? (data.redirectUrl ?? null) : null,
    paypalOrderId: open ? (data.paypalOrderId ?? null) : null,
    paypalClientId: open ? (data.paypalClientId ?? null) : null,
    failureCode: p.failureCode,
  };
}

/** GET /orders/group/{groupId}: the checkout status of one of the shopper's checkouts (another's is 404). */
export async function getGroup(ctx: AppContext, userId: string, groupId: string): Promise<OrderGroup> {
  const group = await findGroup(ctx.db, groupId, userId);
  if (!group) throw notFound('order');
  const [rows, payment] = await Promise.all([
    findGroupOrders(ctx.db, group.id),
    findLatestPayment(ctx.db, group.id),
  ]);
  return {
    groupId: group.id,
    orders: await toOrderDetails(ctx.db, rows),
    payment: payment ? toPaymentAction(payment) : null,
    total: group.totalCents,
  };
}
