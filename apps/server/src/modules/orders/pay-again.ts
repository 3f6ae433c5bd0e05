import { DomainError, notFound } from '@shop/domain';
import { methodsForTotal, type PaymentMethod } from '@shop/domain/payments';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../http/types.ts';
import { applyPaymentOutcome } from './apply-payment.ts';
import { paymentProviders } from './providers.ts';
import {
  findGroup,
  findLatestPayment,
  findPaymentByKey,
  insertPayment,
  lockGroupOrders,
  lockPayment,
  updateOrder,
} from './repository/index.ts';
import { withPayment } from './start-payment.ts';

/**
 * A new payment attempt for a PENDING group (a declined card, another method): its own idempotency key
 * from the request's, so a retried click starts one attempt. Answers the attempt's key for startPayment.
 */
export async function payAgain(
  ctx: AppContext,
  userId: string,
  groupId: string,
  input: { paymentMethod: PaymentMethod },
  requestKey: string,
): Promise<string> {
  const group = await findGroup(ctx.db, groupId, userId);
  if (!group) throw notFound('order');
  const key = `${group.id}:${requestKey}`;
  return ctx.db.transaction(async (db) => {
    const tx = db as unknown as Db;
    const orders = await lockGroupOrders(tx, group.id);
    if (await findPaymentByKey(tx, key)) return key;
    if (orders.some((o) => o.status !== 'PENDING')) throw new DomainError('ORDER_NOT_PAYABLE', {}, 409);
    const offered = methodsForTotal(paymentProviders(ctx).publicConfig.methods, group.totalCents);
    if (!offered.some((o) => o.method === input.paymentMethod))
      throw new DomainError('PAYMENT_METHOD_UNAVAILABLE', { method: input.paymentMethod }, 400);
    const latest = await findLatestPayment(tx, group.id);
    if (latest?.status === 'PENDING') {
      const locked = await lockPayment(tx, latest.id);
      if (locked) await applyPaymentOutcome({ ...ctx, db: tx }, locked, { ...cancelled(locked.providerRef) });
    }
    await insertPayment(tx, {
      groupId: group.id,
      method: input.paymentMethod,
      amountCents: group.totalCents,
      idempotencyKey: key,
    });
    for (const o of orders) await updateOrder(tx, o.id, { paymentMethod: input.paymentMethod });
    return key;
  });
}

const cancelled = (providerRef: string | null) => ({
  state: 'CANCELED' as const,
  providerRef: providerRef ?? '',
  amountCents: 0,
  failureCode: 'replaced',
});

/**
 * Asks the provider how the group's open attempt stands (after Stripe's return or card form, after PayPal's
 * approval, where it captures) and applies it. Idempotent: a paid attempt stays paid.
 */
export async function confirmPayment(ctx: AppContext, userId: string, groupId: string): Promise<void> {
  const group = await findGroup(ctx.db, groupId, userId);
  if (!group) throw notFound('order');
  const payment = await findLatestPayment(ctx.db, group.id);
  if (payment?.status !== 'PENDING' || !payment.providerRef) return;
  const provider = paymentProviders(ctx).get(payment.method as PaymentMethod);
  const status = await provider.confirm(payment.providerRef, `${payment.idempotencyKey}:confirm`);
  if (status.state === 'PENDING') return;
  await withPayment(ctx, payment.id, (txCtx, locked) =>
    applyPaymentOutcome(txCtx, locked, {
      state: status.state as 'SUCCEEDED' | 'FAILED' | 'CANCELED',
      providerRef: status.providerRef,
      amountCents: status.amountCents,
      ...(status.cardBrand ? { cardBrand: status.cardBrand } : {}),
      ...(status.transactionId ? { transactionId: status.transactionId } : {}),
      ...(status.failureCode ? { failureCode: status.failureCode } : {}),
    }),
  );
}
