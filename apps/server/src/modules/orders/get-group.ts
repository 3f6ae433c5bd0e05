import { notFound } from '@shop/domain';
import type { OrderGroup, PaymentAction } from '@shop/domain/orders';
import type { PaymentMethod, PaymentState } from '@shop/domain/payments';
import type { AppContext } from '../../http/types.ts';
import { findGroupRows, type PaymentRow } from './repository/index.ts';
import { detailsOf } from './to-order.ts';

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

/**
 * GET /orders/group/{groupId}, and the answer to every order placed: the checkout status of one of the
 * shopper's checkouts (another's is 404), read in one statement.
 */
export async function getGroup(ctx: AppContext, userId: string, groupId: string): Promise<OrderGroup> {
  const found = await findGroupRows(ctx.db, groupId, userId);
  if (!found) throw notFound('order');
  return {
    groupId: found.group.id,
    orders: detailsOf(found.orders, found.lines, found.activity, found.storeNames),
    payment: found.payment ? toPaymentAction(found.payment) : null,
    total: found.group.totalCents,
  };
}
