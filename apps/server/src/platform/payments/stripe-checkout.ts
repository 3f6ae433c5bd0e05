import type Stripe from 'stripe';
import { type PaymentLog, PaymentProviderError } from './errors.ts';
import type { StripeSettings } from './settings.ts';
import { callStripe, intentStatus, METHOD_KEY, refundIntent, stripeWebhookReader } from './stripe-common.ts';
import type { PaymentProvider, ProviderPaymentStatus } from './types.ts';

/**
 * STRIPE: Stripe's hosted Checkout page. `start` creates a Checkout Session for the order's total as one
 * line and sends the shopper there; Stripe sends them back to `returnUrl` (or `cancelUrl`), where `confirm`
 * reads the session (and its PaymentIntent, for the card's brand). Refunds go to the session's intent.
 */
export function stripeCheckoutProvider(
  stripe: Stripe,
  settings: StripeSettings,
  log?: PaymentLog,
): PaymentProvider {
  const method = 'STRIPE';
  const session = (id: string) =>
    callStripe(method, log, () =>
      stripe.checkout.sessions.retrieve(id, { expand: ['payment_intent', 'payment_intent.latest_charge'] }),
    );
  return {
    method,
    async start(input) {
      const metadata = { ...input.metadata, paymentId: input.paymentId, [METHOD_KEY]: method };
      const created = await callStripe(method, log, () =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'usd',
                  unit_amount: input.amountCents,
                  product_data: { name: input.description },
                },
              },
            ],
            customer_email: input.customerEmail,
            client_reference_id: input.paymentId,
            success_url: input.returnUrl,
            cancel_url: input.cancelUrl,
            metadata,
            payment_intent_data: { description: input.description, metadata },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      if (!created.url)
        throw new PaymentProviderError('REFUSED', method, { providerCode: 'no_checkout_url' });
      return { kind: 'REDIRECT', providerRef: created.id, redirectUrl: created.url };
    },
    async confirm(providerRef): Promise<ProviderPaymentStatus> {
      const found = await session(providerRef);
      const intent = typeof found.payment_intent === 'object' ? found.payment_intent : null;
      const amountCents = found.amount_total ?? 0;
      if (found.payment_status === 'paid' || found.payment_status === 'no_payment_required') {
        const status = intent ? intentStatus(providerRef, intent, amountCents) : null;
        return { ...status, providerRef, amountCents, state: 'SUCCEEDED', transactionId: intent?.id };
      }
      if (found.status === 'expired') return { providerRef, amountCents, state: 'CANCELED' };
      // Open, or complete and waiting for an asynchronous payment: the intent tells whether it failed.
      return intent
        ? intentStatus(providerRef, intent, amountCents)
        : { providerRef, amountCents, state: 'PENDING' };
    },
    async refund(input) {
      const found = await session(input.providerRef);
      const intent =
        typeof found.payment_intent === 'string' ? found.payment_intent : found.payment_intent?.id;
      if (!intent) throw new PaymentProviderError('REFUSED', method, { providerCode: 'not_paid' });
      return refundIntent(stripe, method, intent, input, log);
    },
    parseWebhook: stripeWebhookReader(stripe, settings.webhookSecret),
  };
}
