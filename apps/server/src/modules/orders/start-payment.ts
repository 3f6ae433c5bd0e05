import { formatOrderNumber } from '@shop/domain/orders';
import type { PaymentMethod } from '@shop/domain/payments';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../http/types.ts';
import { PaymentProviderError } from '../../platform/payments/index.ts';
import { applyPaymentOutcome } from './apply-payment.ts';
import { paymentProviders } from './providers.ts';
import {
  findGroupOrders,
  findPaymentByKey,
  lockPayment,
  type PaymentRow,
  updatePayment,
} from './repository/index.ts';

/** Runs `fn` in a transaction with the payment row locked, the context's db being the transaction. */
export async function withPayment(
  ctx: AppContext,
  paymentId: string,
  fn: (txCtx: AppContext, payment: NonNullable<Awaited<ReturnType<typeof lockPayment>>>) => Promise<void>,
): Promise<void> {
  await ctx.db.transaction(async (db) => {
    const tx = db as unknown as Db;
    const payment = await lockPayment(tx, paymentId);
    if (payment) await fn({ ...ctx, db: tx }, payment);
  });
}

/**
 * Starts a payment attempt with its provider, outside any transaction (a provider call never holds a lock),
 * with the attempt's idempotency key: a retry after a crash or a timeout creates nothing twice. TEST and
 * ZERO_PAYMENT complete at once (the group is paid); Stripe and PayPal answer what the browser does next,
 * kept on the attempt. A declined card or an unreachable provider fails the attempt (FAILED with its code);
 * the orders stay PENDING to be paid again until they expire. `known`: the attempt as its transaction wrote it
 * and the numbers of its orders (an order just placed), which spares reading them again; the attempt is
 * locked and looked at again before anything is applied.
 */
export async function startPayment(
  ctx: AppContext,
  idempotencyKey: string,
  input: { customerEmail: string; testCard?: string },
  known?: { payment: PaymentRow; orderNumbers: number[] },
): Promise<void> {
  const payment = known?.payment ?? (await findPaymentByKey(ctx.db, idempotencyKey));
  if (payment?.status !== 'PENDING' || payment.providerRef) return;
  const method = payment.method as PaymentMethod;
  const numbers =
    known?.orderNumbers ?? (await findGroupOrders(ctx.db, payment.groupId)).map((o) => o.number);
  const { publicUrl } = ctx.config;
  try {
    const provider = paymentProviders(ctx).get(method);
    const started = await provider.start({
      paymentId: payment.id,
      amountCents: payment.amountCents,
      currency: 'USD',
      description: `Order ${numbers.map(formatOrderNumber).join(', ')}`,
      customerEmail: input.customerEmail,
      returnUrl: `${publicUrl}/checkout/status/${payment.groupId}`,
      cancelUrl: `${publicUrl}/checkout/payment`,
      idempotencyKey: payment.idempotencyKey,
      metadata: { groupId: payment.groupId, paymentId: payment.id },
      ...(input.testCard ? { testCard: input.testCard } : {}),
    });
    if (started.kind === 'COMPLETED') {
      const status = await provider.confirm(started.providerRef, `${payment.idempotencyKey}:confirm`);
      await withPayment(ctx, payment.id, (txCtx, locked) =>
        applyPaymentOutcome(txCtx, locked, {
          state: 'SUCCEEDED',
          providerRef: started.providerRef,
          amountCents: status.amountCents,
          cardBrand: status.cardBrand,
          transactionId: status.transactionId ?? started.transactionId,
        }),
      );
      return;
    }
    const clientData: Record<string, string> =
      started.kind === 'CLIENT_SECRET'
        ? { clientSecret: started.clientSecret, publishableKey: started.publishableKey }
        : started.kind === 'REDIRECT'
          ? { redirectUrl: started.redirectUrl }
          : { paypalOrderId: started.providerRef, paypalClientId: started.clientId };
    await withPayment(ctx, payment.id, async (txCtx, locked) => {
      if (locked.providerRef || locked.status !== 'PENDING') return;
      await updatePayment(txCtx.db, locked.id, { providerRef: started.providerRef, clientData });
    });
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    const failureCode = String(err.params.providerCode ?? err.code);
    await withPayment(ctx, payment.id, (txCtx, locked) =>
      applyPaymentOutcome(txCtx, locked, {
        state: 'FAILED',
        providerRef: locked.providerRef ?? '',
        amountCents: locked.amountCents,
        failureCode,
      }),
    );
  }
}
