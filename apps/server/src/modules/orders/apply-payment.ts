import { cardBrandOf, type PaymentMethod } from '@shop/domain/payments';
import type { AppContext } from '../../http/types.ts';
import { changeOrderStatus } from './change-status.ts';
import { insertActivity, lockGroupOrders, type PaymentRow, updatePayment } from './repository/index.ts';

export interface PaymentOutcome {
  state: 'SUCCEEDED' | 'FAILED' | 'CANCELED';
  providerRef: string;
  amountCents: number;
  cardBrand?: string;
  transactionId?: string;
  failureCode?: string;
  /** When the provider says it happened (webhooks); an older outcome never undoes a newer one. */
  occurredAt?: Date;
}

/**
 * Applies what the provider said of a payment attempt, in the caller's transaction with the payment row
 * locked (`payment` is that row). Idempotent: a SUCCEEDED payment stays so (a replayed or late event, a
 * second confirm change nothing); an older event than the last applied is ignored. Success moves every
 * PENDING order of the group to PROCESSING through changeOrderStatus (the paid e-mail, stock off the shelf).
 */
export async function applyPaymentOutcome(
  ctx: AppContext,
  payment: PaymentRow,
  outcome: PaymentOutcome,
): Promise<void> {
  if (payment.status === 'SUCCEEDED' || payment.status === 'REFUNDED') return;
  if (outcome.occurredAt && payment.eventAt && outcome.occurredAt < payment.eventAt) return;
  const method = payment.method as PaymentMethod;
  const now = ctx.now();
  if (outcome.state !== 'SUCCEEDED') {
    if (payment.status !== 'PENDING') return;
    await updatePayment(ctx.db, payment.id, {
      status: outcome.state,
      providerRef: outcome.providerRef || payment.providerRef || null,
      failureCode: outcome.failureCode ?? null,
      eventAt: outcome.occurredAt ?? now,
    });
    const orders = await lockGroupOrders(ctx.db, payment.groupId);
    await insertActivity(
      ctx.db,
      orders.map((o) => ({
        orderId: o.id,
        type: 'PAYMENT_FAILED' as const,
        actor: 'PROVIDER' as const,
        message: outcome.failureCode ?? outcome.state,
        createdAt: now,
      })),
    );
    return;
  }
  if (outcome.amountCents !== payment.amountCents) {
    ctx.log.warn(
      { paymentId: payment.id, expected: payment.amountCents, got: outcome.amountCents },
      'payment amount differs from the order; not marked paid',
    );
    return;
  }
  const cardBrand = cardBrandOf(method, outcome.cardBrand);
  await updatePayment(ctx.db, payment.id, {
    status: 'SUCCEEDED',
    providerRef: outcome.providerRef,
    cardBrand,
    transactionId: outcome.transactionId ?? null,
    failureCode: null,
    eventAt: outcome.occurredAt ?? now,
  });
  const orders = await lockGroupOrders(ctx.db, payment.groupId);
  for (const order of orders) {
    if (order.status !== 'PENDING') {
      // Paid after it expired or was cancelled: staff see it in the log and refund it.
      ctx.log.warn(
        { orderId: order.id, status: order.status },
        'payment succeeded for an order no longer pending',
      );
      await insertActivity(ctx.db, [
        {
          orderId: order.id,
          type: 'PAYMENT_SUCCEEDED',
          actor: 'PROVIDER',
          message: 'paid after it closed',
          createdAt: now,
        },
      ]);
      continue;
    }
    await changeOrderStatus(ctx, order, {
      to: 'PROCESSING',
      actor: 'PROVIDER',
      type: 'PAYMENT_SUCCEEDED',
      message: cardBrand ? `Paid with ${cardBrand}` : 'Paid',
      set: {
        paymentStatus: 'SUCCEEDED',
        paymentMethod: method,
        paid: order.total,
        paidAt: now,
        cardBrand,
        transactionId: outcome.transactionId ?? null,
      },
    });
  }
}
