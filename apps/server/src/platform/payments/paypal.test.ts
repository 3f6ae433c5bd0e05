import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakePaypal, startFakePaypal } from '../../test/fake-paypal.ts';
import { providersFor } from './index.ts';
import type { PaymentsConfig, PaypalSettings } from './settings.ts';
import { type StartPaymentInput, WebhookSignatureError } from './types.ts';

/**
 * The PayPal adapter driven through the official `@paypal/paypal-server-sdk` against a local server that
 * answers its calls (test/fake-paypal.ts): Orders v2, capture, refunds, webhook verification.
 */
let fake: FakePaypal;
beforeAll(async () => {
  fake = await startFakePaypal();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'ok';
});

const paypalSettings = (over: Partial<PaypalSettings> = {}): PaypalSettings => ({
  clientId: fake.clientId,
  clientSecret: fake.clientSecret,
  webhookId: fake.webhookId,
  environment: 'sandbox',
  apiBaseUrl: fake.url,
  ...over,
});
const config = (over: Partial<PaypalSettings> = {}, timeoutMs = 5_000): PaymentsConfig => ({
  testMethod: false,
  timeoutMs,
  stripe: null,
  paypal: paypalSettings(over),
});
const paypal = (over: Partial<PaypalSettings> = {}, timeoutMs?: number) =>
  providersFor(config(over, timeoutMs)).get('PAYPAL');
let n = 0;
const input = (over: Partial<StartPaymentInput> = {}): StartPaymentInput => ({
  paymentId: `pay-${++n}`,
  amountCents: 4_205,
  currency: 'USD',
  description: 'Dwarf Factory order 1042',
  customerEmail: 'ada@example.com',
  returnUrl: 'http://shop.test/checkout/status',
  cancelUrl: 'http://shop.test/checkout/payment',
  idempotencyKey: `start-${n}-${Date.now()}`,
  metadata: {},
  ...over,
});
const lastRequest = (path: string) => fake.requests.filter((r) => r.path.startsWith(path)).at(-1)!;

describe('PAYPAL (Orders v2)', () => {
  it('creates a CAPTURE order for the amount in USD, with our payment id and request id, for the buttons', async () => {
    const given = input();
    const started = await paypal().start(given);
    expect(started).toEqual({
      kind: 'PAYPAL_ORDER',
      providerRef: expect.any(String),
      clientId: fake.clientId,
    });
    const order = fake.orders.get(started.providerRef)!;
    expect(order.request).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: given.paymentId,
          custom_id: given.paymentId,
          amount: { currency_code: 'USD', value: '42.05' },
        },
      ],
      payment_source: {
        paypal: { experience_context: { shipping_preference: 'NO_SHIPPING', user_action: 'PAY_NOW' } },
      },
    });
    expect(lastRequest('/v2/checkout/orders').headers['paypal-request-id']).toBe(given.idempotencyKey);
  });

  it('creates one order for a start retried with the same request id, and fetches one token for many calls', async () => {
    const provider = paypal();
    const given = input();
    const tokens = fake.tokensIssued();
    const before = fake.orders.size;
    const a = await provider.start(given);
    const b = await provider.start(given);
    expect(b.providerRef).toBe(a.providerRef);
    expect(fake.orders.size).toBe(before + 1);
    expect(fake.tokensIssued()).toBe(tokens + 1);
  });

  it('captures an approved order once, however often confirm is retried, and tells the capture', async () => {
    const provider = paypal();
    const { providerRef } = await provider.start(input());
    expect(await provider.confirm(providerRef, `cap-${providerRef}`)).toMatchObject({
      state: 'PENDING',
      amountCents: 4_205,
    });
    fake.approve(providerRef);
    const paid = await provider.confirm(providerRef, `cap-${providerRef}`);
    expect(paid).toMatchObject({ providerRef, state: 'SUCCEEDED', amountCents: 4_205, cardBrand: 'paypal' });
    expect(paid.transactionId).toBe(fake.orders.get(providerRef)!.captureId);
    expect(await provider.confirm(providerRef, `cap-${providerRef}`)).toEqual(paid);
    // Another key (a webhook was first, another tab): the order is captured already, still one capture.
    expect(await provider.confirm(providerRef, `cap-${providerRef}-2`)).toEqual(paid);
  });

  it('confirms a refused funding source as FAILED with PayPal’s issue', async () => {
    const provider = paypal();
    const { providerRef } = await provider.start(input());
    fake.declineFunding(providerRef);
    expect(await provider.confirm(providerRef, `cap-${providerRef}`)).toMatchObject({
      state: 'FAILED',
      failureCode: 'INSTRUMENT_DECLINED',
    });
  });

  it('refunds the capture in parts, once per request id, carrying the order id; more than was paid is refused', async () => {
    const provider = paypal();
    const { providerRef } = await provider.start(input());
    fake.approve(providerRef);
    await provider.confirm(providerRef, `cap-${providerRef}`);
    const part = {
      providerRef,
      amountCents: 1_005,
      idempotencyKey: `r1-${providerRef}`,
      reason: 'a cracked keycap',
    };
    const refund = await provider.refund(part);
    expect(refund).toMatchObject({ state: 'SUCCEEDED', refundRef: expect.stringMatching(/^RF/) });
    expect(JSON.parse(lastRequest('/v2/payments/captures').body)).toEqual({
      amount: { currency_code: 'USD', value: '10.05' },
      custom_id: providerRef,
      note_to_payer: 'a cracked keycap',
    });
    expect((await provider.refund(part)).refundRef).toBe(refund.refundRef);
    expect(fake.orders.get(providerRef)!.refunded).toBe(1_005);
    await expect(
      provider.refund({ providerRef, amountCents: 3_201, idempotencyKey: `r2-${providerRef}` }),
    ).rejects.toMatchObject({
      code: 'PAYMENT_REFUSED',
      params: { method: 'PAYPAL', providerCode: 'REFUND_AMOUNT_EXCEEDED' },
    });
  });

  it('refuses to refund an order that was never captured', async () => {
    const { providerRef } = await paypal().start(input());
    await expect(
      paypal().refund({ providerRef, amountCents: 100, idempotencyKey: 'r' }),
    ).rejects.toMatchObject({
      code: 'PAYMENT_REFUSED',
      params: { providerCode: 'NOT_CAPTURED' },
    });
  });
});

describe('PayPal failures reach the caller as our errors', () => {
  it('wrong credentials, a provider answering 503, an unknown order and a provider that never answers', async () => {
    await expect(paypal({ clientSecret: 'wrong' }).start(input())).rejects.toMatchObject({
      code: 'PAYMENT_UNAVAILABLE',
      httpStatus: 409,
    });
    await expect(paypal().confirm('5O99999999', 'k')).rejects.toMatchObject({
      code: 'PAYMENT_REFUSED',
      params: { providerCode: 'RESOURCE_NOT_FOUND' },
    });
    const provider = paypal({}, 300);
    await provider.start(input()); // a token in hand, so the next calls reach the orders API
    fake.mode = 'down';
    await expect(provider.start(input())).rejects.toMatchObject({ code: 'PAYMENT_UNAVAILABLE' });
    fake.mode = 'hang';
    await expect(provider.start(input())).rejects.toMatchObject({ code: 'PAYMENT_UNAVAILABLE' });
  });
});

describe('PayPal webhooks (verified through PayPal’s verify-webhook-signature API)', () => {
  const read = () => providersFor(config()).webhooks.paypal!;
  const capture = (over: Record<string, unknown> = {}) =>
    JSON.stringify({
      id: 'WH-EVT-1',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      create_time: '2026-11-25T10:00:00Z',
      resource: {
        id: 'CAP1',
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '42.05' },
        supplementary_data: { related_ids: { order_id: '5O1' } },
      },
      ...over,
    });

  it('reads a delivery PayPal signed for our webhook', async () => {
    const body = capture();
    expect(await read()(Buffer.from(body), fake.signWebhook(body))).toEqual({
      eventId: 'WH-EVT-1',
      type: 'PAYMENT_SUCCEEDED',
      providerRef: '5O1',
      amountCents: 4_205,
      occurredAt: new Date('2026-11-25T10:00:00Z'),
      cardBrand: 'paypal',
      transactionId: 'CAP1',
    });
    expect(JSON.parse(lastRequest('/v1/notifications/verify-webhook-signature').body)).toMatchObject({
      webhook_id: fake.webhookId,
      auth_algo: 'SHA256withRSA',
      webhook_event: JSON.parse(body),
    });
  });

  it('refuses a changed body, a delivery for another webhook, and one without its headers', async () => {
    const headers = fake.signWebhook(capture());
    await expect(
      read()(Buffer.from(capture({ create_time: '2026-11-26T10:00:00Z' })), headers),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
    const other = fake.signWebhook(capture(), 'WH-SOMEONE-ELSE');
    await expect(read()(Buffer.from(capture()), other)).rejects.toBeInstanceOf(WebhookSignatureError);
    const { 'paypal-transmission-sig': _, ...unsigned } = fake.signWebhook(capture());
    await expect(read()(Buffer.from(capture()), unsigned)).rejects.toThrow(/PAYPAL-TRANSMISSION-SIG/);
  });

  it('is unavailable (PayPal delivers again later) when the verification API does not answer', async () => {
    const body = capture();
    const provider = providersFor(config({}, 300)).webhooks.paypal!;
    await provider(Buffer.from(body), fake.signWebhook(body));
    fake.mode = 'down';
    await expect(provider(Buffer.from(body), fake.signWebhook(body))).rejects.toMatchObject({
      code: 'PAYMENT_UNAVAILABLE',
    });
  });

  it('names refunds by the order id they carry, and ignores other events', async () => {
    const refund = JSON.stringify({
      id: 'WH-EVT-2',
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      create_time: '2026-11-25T11:00:00Z',
      resource: {
        id: 'RF1',
        status: 'COMPLETED',
        custom_id: '5O1',
        amount: { currency_code: 'USD', value: '10.05' },
      },
    });
    expect(await read()(Buffer.from(refund), fake.signWebhook(refund))).toMatchObject({
      type: 'REFUND_SUCCEEDED',
      providerRef: '5O1',
      refundRef: 'RF1',
      amountCents: 1_005,
    });
    const other = JSON.stringify({
      id: 'WH-EVT-3',
      event_type: 'CUSTOMER.DISPUTE.CREATED',
      resource: { id: 'D1' },
    });
    expect(await read()(Buffer.from(other), fake.signWebhook(other))).toBeNull();
  });
});
