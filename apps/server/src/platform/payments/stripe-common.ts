import type { ErrorParams } from '@shop/domain';
import type { PaymentMethod } from '@shop/domain/payments';
import Stripe from 'stripe';
import { type PaymentLog, PaymentProviderError } from './errors.ts';
import type { StripeSettings } from './settings.ts';
import {
  type PaymentWebhookEvent,
  type ProviderPaymentStatus,
  type RefundInput,
  type RefundResult,
  WebhookSignatureError,
} from './types.ts';

/**
 * What the two Stripe methods share: the client, the error mapping, refunds and the webhook reader. One
 * Stripe webhook endpoint serves both: payment events lead back to our payment through the `providerRef`
 * that `start` returned (a PaymentIntent id for STRIPE_INLINE, a Checkout Session id for STRIPE), refund
 * events through the refund's id.
 */
export function stripeClient(settings: StripeSettings, timeoutMs: number): Stripe {
  const base = settings.apiBaseUrl ? new URL(settings.apiBaseUrl) : null;
  return new Stripe(settings.secretKey, {
    timeout: timeoutMs,
    // One retry of a request that could not reach Stripe, with the same idempotency key: nothing twice.
    maxNetworkRetries: 1,
    telemetry: false,
    appInfo: { name: 'keycap-shop' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** The metadata key that says which of our methods created a Stripe object. */
export const METHOD_KEY = 'shopMethod';

interface StripeErrorLike {
  type?: string;
  code?: string;
  decline_code?: string;
  message?: string;
  requestId?: string;
  statusCode?: number;
}

const isStripeError = (err: unknown): err is StripeErrorLike =>
  err instanceof Error &&
  typeof (err as StripeErrorLike).type === 'string' &&
  /^Stripe/.test((err as StripeErrorLike).type!);

/**
 * A failed Stripe call as one of our failures: card errors are declines, Stripe's own trouble (network,
 * timeouts, 5xx, rate limits) and our bad credentials are "unavailable" (the shopper can do nothing about
 * either), invalid requests are refusals with Stripe's code. Anything that is not Stripe's is a bug: rethrown.
 */
export function stripeFailure(method: PaymentMethod, err: unknown, log?: PaymentLog): never {
  if (!isStripeError(err)) throw err;
  log?.warn(
    { provider: 'stripe', type: err.type, code: err.code, status: err.statusCode, requestId: err.requestId },
    `stripe call failed: ${err.message}`,
  );
  const providerCode = err.decline_code ?? err.code;
  const params: ErrorParams = providerCode ? { providerCode } : {};
  switch (err.type) {
    case 'StripeCardError':
      throw new PaymentProviderError('DECLINED', method, params, { cause: err });
    case 'StripeInvalidRequestError':
    case 'StripeIdempotencyError':
      throw new PaymentProviderError('REFUSED', method, params, { cause: err });
    default:
      throw new PaymentProviderError('UNAVAILABLE', method, {}, { cause: err });
  }
}

/** Runs one Stripe call, mapping its failure. */
export async function callStripe<T>(
  method: PaymentMethod,
  log: PaymentLog | undefined,
  call: () => Promise<T>,
) {
  try {
    return await call();
  } catch (err) {
    return stripeFailure(method, err, log);
  }
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? undefined);

/** The card network of a PaymentIntent whose latest charge was expanded. */
export function cardBrandOfIntent(intent: Stripe.PaymentIntent | string | null): string | undefined {
  if (!intent || typeof intent === 'string') return undefined;
  const charge = intent.latest_charge;
  if (!charge || typeof charge === 'string') return undefined;
  return charge.payment_method_details?.card?.brand ?? charge.payment_method_details?.type ?? undefined;
}

/** A PaymentIntent's state as ours; a decline leaves it waiting for another card, with the last error. */
export function intentStatus(
  providerRef: string,
  intent: Stripe.PaymentIntent,
  amountCents = intent.amount,
): ProviderPaymentStatus {
  const base = { providerRef, amountCents, transactionId: intent.id, cardBrand: cardBrandOfIntent(intent) };
  switch (intent.status) {
    case 'succeeded':
      return { ...base, state: 'SUCCEEDED', amountCents: intent.amount_received };
    case 'canceled':
      return { ...base, state: 'CANCELED' };
    case 'requires_payment_method': {
      const error = intent.last_payment_error;
      if (!error) return { ...base, state: 'PENDING' };
      return { ...base, state: 'FAILED', failureCode: error.decline_code ?? error.code ?? 'payment_failed' };
    }
    default:
      return { ...base, state: 'PENDING' };
  }
}

const REFUND_STATES: Record<string, RefundResult['state']> = {
  succeeded: 'SUCCEEDED',
  pending: 'PENDING',
  requires_action: 'PENDING',
  failed: 'FAILED',
  canceled: 'FAILED',
};

/**
 * Refunds (part of) a PaymentIntent. The refund carries our providerRef in its metadata, so that its
 * webhook events name the payment as we know it (a Checkout Session's id for STRIPE).
 */
export async function refundIntent(
  stripe: Stripe,
  method: PaymentMethod,
  paymentIntent: string,
  input: RefundInput,
  log?: PaymentLog,
): Promise<RefundResult> {
  const refund = await callStripe(method, log, () =>
    stripe.refunds.create(
      {
        payment_intent: paymentIntent,
        amount: input.amountCents,
        reason: 'requested_by_customer',
        metadata: {
          providerRef: input.providerRef,
          ...(input.reason ? { note: input.reason.slice(0, 500) } : {}),
        },
      },
      { idempotencyKey: input.idempotencyKey },
    ),
  );
  return { refundRef: refund.id, state: REFUND_STATES[refund.status ?? ''] ?? 'PENDING' };
}

type WebhookHeaders = Record<string, string | string[] | undefined>;

/**
 * Verifies a delivery with the endpoint's signing secret (`stripe.webhooks.constructEventAsync`: HMAC of
 * the raw body and timestamp, 5 minutes of tolerance against replays) and reads the events we use.
 */
export function stripeWebhookReader(stripe: Stripe, secret: string | null) {
  return async (rawBody: Buffer, headers: WebhookHeaders): Promise<PaymentWebhookEvent | null> => {
    if (!secret) throw new WebhookSignatureError('no STRIPE_WEBHOOK_SECRET is configured');
    const signature = headers['stripe-signature'];
    if (typeof signature !== 'string') throw new WebhookSignatureError('no Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = await stripe.webhooks.constructEventAsync(rawBody, signature, secret);
    } catch (err) {
      throw new WebhookSignatureError(err instanceof Error ? err.message : 'not a Stripe event');
    }
    return readStripeEvent(event);
  };
}

/** The events that move a payment or a refund, as ours; null for the rest. */
export function readStripeEvent(event: Stripe.Event): PaymentWebhookEvent | null {
  const base = { eventId: event.id, occurredAt: new Date(event.created * 1000) };
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled': {
      const intent = event.data.object;
      // A Checkout Session's own intent: its session events tell the same story under the session's id.
      if (intent.metadata?.[METHOD_KEY] !== 'STRIPE_INLINE') return null;
      const type =
        event.type === 'payment_intent.succeeded'
          ? 'PAYMENT_SUCCEEDED'
          : event.type === 'payment_intent.canceled'
            ? 'PAYMENT_CANCELED'
            : 'PAYMENT_FAILED';
      return {
        ...base,
        type,
        providerRef: intent.id,
        amountCents: type === 'PAYMENT_SUCCEEDED' ? intent.amount_received : intent.amount,
        transactionId: intent.id,
      };
    }
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      // Completed but not paid yet (a bank transfer): the async events follow.
      if (event.type === 'checkout.session.completed' && session.payment_status !== 'paid') return null;
      const type =
        event.type === 'checkout.session.expired'
          ? 'PAYMENT_CANCELED'
          : event.type === 'checkout.session.async_payment_failed'
            ? 'PAYMENT_FAILED'
            : 'PAYMENT_SUCCEEDED';
      return {
        ...base,
        type,
        providerRef: session.id,
        amountCents: session.amount_total ?? 0,
        transactionId: idOf(session.payment_intent),
      };
    }
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed': {
      const refund = event.data.object;
      const state = refund.status ?? '';
      const type =
        state === 'succeeded'
          ? 'REFUND_SUCCEEDED'
          : state === 'failed' || state === 'canceled'
            ? 'REFUND_FAILED'
            : null;
      if (!type) return null;
      return {
        ...base,
        type,
        providerRef: refund.metadata?.providerRef ?? idOf(refund.payment_intent) ?? '',
        amountCents: refund.amount,
        refundRef: refund.id,
      };
    }
    default:
      return null;
  }
}
