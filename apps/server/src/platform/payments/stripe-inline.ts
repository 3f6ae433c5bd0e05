import type Stripe from 'stripe';
import type { PaymentLog } from './errors.ts';
import type { StripeSettings } from './settings.ts';
import { callStripe, intentStatus, METHOD_KEY, refundIntent, stripeWebhookReader } from './stripe-common.ts';
import type { PaymentProvider } from './types.ts';

/**
 * STRIPE_INLINE: a PaymentIntent, paid in the browser with Stripe's Payment Element (the card never reaches
 * us). `start` creates the intent (idempotency key: a retried start gets the same intent) and hands the
 * browser its client secret; the browser confirms; `confirm` reads the intent back, with the card's brand.
 */
export function stripeInlineProvider(
  stripe: Stripe,
  settings: StripeSettings,
  log?: PaymentLog,
): PaymentProvider {
  const method = 'STRIPE_INLINE';
  const publishableKey = settings.publishableKey ?? '';
  return {
    method,
    async start(input) {
      const intent = await callStripe(method, log, () =>
        stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: 'usd',
            automatic_payment_methods: { enabled: true },
            description: input.description,
            receipt_email: input.customerEmail,
            metadata: { ...input.metadata, paymentId: input.paymentId, [METHOD_KEY]: method },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return {
        kind: 'CLIENT_SECRET',
        providerRef: intent.id,
        clientSecret: intent.client_secret ?? '',
        publishableKey,
      };
    },
    async confirm(providerRef) {
      const intent = await callStripe(method, log, () =>
        stripe.paymentIntents.retrieve(providerRef, { expand: ['latest_charge'] }),
      );
      return intentStatus(providerRef, intent);
    },
    refund: (input) => refundIntent(stripe, method, input.providerRef, input, log),
    parseWebhook: stripeWebhookReader(stripe, settings.webhookSecret),
  };
}
