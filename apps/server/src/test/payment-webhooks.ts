import Stripe from 'stripe';

/**
 * Webhook deliveries as the providers send them, for tests of the routes that receive them: a Stripe event
 * signed with the library's own helper (the endpoint's secret, now or at a given time). PayPal deliveries are
 * signed by the fake PayPal server (test/fake-paypal.ts `signWebhook`), which also verifies them.
 */
export function stripeDelivery(
  type: string,
  object: Record<string, unknown>,
  options: { secret: string; eventId?: string; created?: number; signedAt?: number },
): { body: string; headers: Record<string, string> } {
  const created = options.created ?? Math.floor(Date.now() / 1000);
  const body = JSON.stringify({
    id: options.eventId ?? `evt_${Math.random().toString(36).slice(2, 14)}`,
    object: 'event',
    type,
    created,
    api_version: Stripe.API_VERSION,
    data: { object },
  });
  const header = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret,
    timestamp: options.signedAt ?? Math.floor(Date.now() / 1000),
  });
  return { body, headers: { 'content-type': 'application/json', 'stripe-signature': header } };
}
