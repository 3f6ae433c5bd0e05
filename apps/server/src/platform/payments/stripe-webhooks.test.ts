import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { stripeDelivery } from '../../test/payment-webhooks.ts';
import { providersFor } from './index.ts';
import type { PaymentsConfig } from './settings.ts';
import { WebhookSignatureError } from './types.ts';

/**
 * Stripe webhook deliveries signed with the library's own test helper (`generateTestHeaderString`, the
 * HMAC Stripe computes), read by the adapter as Stripe would deliver them. Nothing here needs the network.
 */
const SECRET = 'whsec_test_secret';
const config = (webhookSecret: string | null = SECRET): PaymentsConfig => ({
  testMethod: false,
  timeoutMs: 1_000,
  stripe: {
    secretKey: 'sk_test_fake',
    publishableKey: 'pk_test_fake',
    webhookSecret,
    inline: true,
    checkout: true,
    apiBaseUrl: 'http://127.0.0.1:9',
  },
  paypal: null,
});
const read = providersFor(config()).webhooks.stripe!;

const created = 1_790_000_000;
const event = (type: string, object: Record<string, unknown>, id = 'evt_1') =>
  JSON.stringify({ id, object: 'event', type, created, api_version: Stripe.API_VERSION, data: { object } });
const signed = (payload: string, secret = SECRET, timestamp = Math.floor(Date.now() / 1000)) => ({
  body: Buffer.from(payload),
  headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) },
});
const intent = (over: Record<string, unknown> = {}) => ({
  id: 'pi_1',
  object: 'payment_intent',
  amount: 4_250,
  amount_received: 4_250,
  status: 'succeeded',
  latest_charge: 'ch_1',
  metadata: { paymentId: 'pay-1', shopMethod: 'STRIPE_INLINE' },
  ...over,
});

describe('Stripe webhooks: the signature', () => {
  it('reads a validly signed event', async () => {
    const { body, headers } = signed(event('payment_intent.succeeded', intent()));
    expect(await read(body, headers)).toEqual({
      eventId: 'evt_1',
      type: 'PAYMENT_SUCCEEDED',
      providerRef: 'pi_1',
      amountCents: 4_250,
      occurredAt: new Date(created * 1000),
      transactionId: 'pi_1',
    });
  });

  it('reads the deliveries the route tests build (test/payment-webhooks.ts)', async () => {
    const delivery = stripeDelivery('payment_intent.succeeded', intent(), {
      secret: SECRET,
      eventId: 'evt_9',
    });
    expect(await read(Buffer.from(delivery.body), delivery.headers)).toMatchObject({
      eventId: 'evt_9',
      providerRef: 'pi_1',
    });
  });

  it('refuses a body changed after signing', async () => {
    const { headers } = signed(event('payment_intent.succeeded', intent()));
    const tampered = Buffer.from(event('payment_intent.succeeded', intent({ amount_received: 1 })));
    await expect(read(tampered, headers)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('refuses a signature made with another secret', async () => {
    const { body, headers } = signed(event('payment_intent.succeeded', intent()), 'whsec_someone_else');
    await expect(read(body, headers)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('refuses a delivery signed more than five minutes ago (a replay)', async () => {
    const { body, headers } = signed(
      event('payment_intent.succeeded', intent()),
      SECRET,
      Math.floor(Date.now() / 1000) - 600,
    );
    await expect(read(body, headers)).rejects.toThrow(/timestamp/i);
  });

  it('refuses a delivery without a signature, and every delivery when no secret is configured', async () => {
    const payload = event('payment_intent.succeeded', intent());
    await expect(read(Buffer.from(payload), {})).rejects.toThrow(/no Stripe-Signature header/);
    const unconfigured = providersFor(config(null)).webhooks.stripe!;
    const { body, headers } = signed(payload);
    await expect(unconfigured(body, headers)).rejects.toThrow(/no STRIPE_WEBHOOK_SECRET/);
  });
});

describe('Stripe webhooks: the events', () => {
  const readEvent = async (type: string, object: Record<string, unknown>) => {
    const { body, headers } = signed(event(type, object));
    return read(body, headers);
  };

  it('tells a failed and a canceled intent of the card form', async () => {
    expect(
      await readEvent(
        'payment_intent.payment_failed',
        intent({ status: 'requires_payment_method', amount_received: 0 }),
      ),
    ).toMatchObject({
      type: 'PAYMENT_FAILED',
      providerRef: 'pi_1',
      amountCents: 4_250,
    });
    expect(await readEvent('payment_intent.canceled', intent({ status: 'canceled' }))).toMatchObject({
      type: 'PAYMENT_CANCELED',
    });
  });

  it('leaves the intent of a Checkout Session to the session’s events, which name the session', async () => {
    expect(
      await readEvent('payment_intent.succeeded', intent({ metadata: { shopMethod: 'STRIPE' } })),
    ).toBeNull();
    const session = {
      id: 'cs_1',
      object: 'checkout.session',
      amount_total: 12_900,
      payment_status: 'paid',
      status: 'complete',
      payment_intent: 'pi_9',
    };
    expect(await readEvent('checkout.session.completed', session)).toMatchObject({
      type: 'PAYMENT_SUCCEEDED',
      providerRef: 'cs_1',
      amountCents: 12_900,
      transactionId: 'pi_9',
    });
    // Completed but paid later (a bank debit): nothing yet; then the asynchronous outcome.
    expect(
      await readEvent('checkout.session.completed', { ...session, payment_status: 'unpaid' }),
    ).toBeNull();
    expect(await readEvent('checkout.session.async_payment_failed', session)).toMatchObject({
      type: 'PAYMENT_FAILED',
    });
    expect(await readEvent('checkout.session.expired', { ...session, status: 'expired' })).toMatchObject({
      type: 'PAYMENT_CANCELED',
    });
  });

  it('names refunds by our payment reference and the refund’s id, and waits for a pending one', async () => {
    const refund = {
      id: 're_1',
      object: 'refund',
      amount: 1_000,
      payment_intent: 'pi_9',
      status: 'succeeded',
      metadata: { providerRef: 'cs_1' },
    };
    expect(await readEvent('refund.updated', refund)).toMatchObject({
      type: 'REFUND_SUCCEEDED',
      providerRef: 'cs_1',
      refundRef: 're_1',
      amountCents: 1_000,
    });
    expect(await readEvent('refund.failed', { ...refund, status: 'failed' })).toMatchObject({
      type: 'REFUND_FAILED',
    });
    expect(await readEvent('refund.created', { ...refund, status: 'pending' })).toBeNull();
  });

  it('ignores events it has no use for', async () => {
    expect(await readEvent('customer.created', { id: 'cus_1', object: 'customer' })).toBeNull();
  });
});
