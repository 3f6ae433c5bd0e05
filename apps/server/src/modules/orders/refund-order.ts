import type { PaymentMethod } from '@shop/domain/payments';
import type { AppContext } from '../../http/types.ts';
import { paymentProviders } from './providers.ts';
import { findPaidPayments, type OrderRow } from './repository/index.ts';

/**
 * Gives an order's money back through the provider that took it, outside any transaction, with a key of
 * the order (`refund:<orderId>`): a retried or concurrent refund of one order is one refund at the
 * provider. Answers the cents refunded (0 when nothing was paid). Throws the provider's error (PAYMENT_*).
 */
export async function refundThroughProvider(
  ctx: AppContext,
  order: OrderRow,
  reason: string,
): Promise<number> {
  const amount = order.paid - order.refund;
  if (amount <= 0) return 0;
  const [payment] = await findPaidPayments(ctx.db, order.groupId);
  if (!payment?.providerRef) return 0;
  const provider = paymentProviders(ctx).get(payment.method as PaymentMethod);
  if (payment.method === 'ZERO_PAYMENT') return 0;
  await provider.refund({
    providerRef: payment.providerRef,
    amountCents: amount,
    idempotencyKey: `refund:${order.id}`,
    reason,
  });
  return amount;
}
