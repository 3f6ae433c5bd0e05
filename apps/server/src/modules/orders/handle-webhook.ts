import { DomainError } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../http/types.ts';
import { WebhookSignatureError, type WebhookSource } from '../../platform/payments/index.ts';
import { applyPaymentOutcome } from './apply-payment.ts';
import { paymentProviders } from './providers.ts';
import { claimEvent, lockPaymentByRef } from './repository/index.ts';

/**
 * A provider's webhook delivery: verified by the provider's reader (a bad signature throws, answered 400),
 * then in ONE transaction the event id is claimed (a replay finds it claimed and changes nothing) and the
 * outcome applied to the payment it names (an event older than the last applied is ignored; a paid
 * payment stays paid). Refund events are only recorded: refunds are made, and counted, by our own calls.
 */
export async function handleWebhook(
  ctx: AppContext,
  source: WebhookSource,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<{ received: true }> {
  const reader = paymentProviders(ctx).webhooks[source];
  if (!reader) throw new DomainError('NOT_FOUND', { what: 'webhook' }, 404);
  const event = await reader(rawBody, headers).catch((err: unknown) => {
    // The provider delivers again; a forged or stale delivery learns nothing more than 400.
    if (err instanceof WebhookSignatureError) throw new DomainError('BAD_REQUEST', {}, 400);
    throw err;
  });
  if (!event) return { received: true };
  await ctx.db.transaction(async (db) => {
    const tx = db as unknown as Db;
    const fresh = await claimEvent(tx, {
      source,
      eventId: event.eventId,
      type: event.type,
      providerRef: event.providerRef,
    });
    if (!fresh) return;
    if (event.type === 'REFUND_SUCCEEDED' || event.type === 'REFUND_FAILED') return;
    const payment = await lockPaymentByRef(tx, event.providerRef);
    if (!payment) {
      ctx.log.warn({ source, eventId: event.eventId }, 'payment event for no payment of ours');
      return;
    }
    await applyPaymentOutcome({ ...ctx, db: tx }, payment, {
      state:
        event.type === 'PAYMENT_SUCCEEDED'
          ? 'SUCCEEDED'
          : event.type === 'PAYMENT_FAILED'
            ? 'FAILED'
            : 'CANCELED',
      providerRef: event.providerRef,
      amountCents: event.amountCents,
      occurredAt: event.occurredAt,
      ...(event.cardBrand ? { cardBrand: event.cardBrand } : {}),
      ...(event.transactionId ? { transactionId: event.transactionId } : {}),
    });
  });
  return { received: true };
}
