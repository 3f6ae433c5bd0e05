import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../test/fake-stripe.ts';
import { providersFor } from './index.ts';
import type { PaymentsConfig, StripeSettings } from './settings.ts';
import type { StartPaymentInput } from './types.ts';

/**
 * The Stripe adapters driven through the official `stripe` library against a local server that answers
 * its calls (test/fake-stripe.ts): what is sent, what comes back, and how failures reach the caller.
 */
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'ok';
});

const stripeSettings = (over: Partial<StripeSettings> = {}): StripeSettings => ({
  secretKey: fake.secretKey,
  publishableKey: 'pk_test_fake',
  webhookSecret: 'whsec_test_secret',
  inline: true,
  checkout: true,
  apiBaseUrl: fake.url,
  ...over,
});
const payments = (over: Partial<StripeSettings> = {}, timeoutMs = 5_000): PaymentsConfig => ({
  testMethod: false,
  timeoutMs,
  stripe: stripeSettings(over),
  paypal: null,
});
let n = 0;
const input = (over: Partial<StartPaymentInput> = {}): StartPaymentInput => ({
  paymentId: `pay-${++n}`,
  amountCents: 4_250,
  currency: 'USD',
  description: 'Dwarf Factory order 1042',
  customerEmail: 'ada@example.com',
  returnUrl: 'http://shop.test/checkout/status?order=1042',
  cancelUrl: 'http://shop.test/checkout/payment',
  idempotencyKey: `start-${n}-${Date.now()}`,
  metadata: { orderNumber: '1042' },
  ...over,
});

describe('STRIPE_INLINE (PaymentIntents)', () => {
  const inline = () => providersFor(payments()).get('STRIPE_INLINE');

  it('creates an intent for the amount in USD with our payment id and key, and hands the browser its client secret', async () => {
    const given = input();
    const started = await inline().start(given);
    expect(started).toMatchObject({ kind: 'CLIENT_SECRET', publishableKey: 'pk_test_fake' });
    if (started.kind !== 'CLIENT_SECRET') throw new Error('unexpected');
    const intent = fake.intents.get(started.providerRef)!;
    expect(intent).toMatchObject({
      amount: 4_250,
      currency: 'usd',
      metadata: { orderNumber: '1042', paymentId: given.paymentId, shopMethod: 'STRIPE_INLINE' },
    });
    expect(started.clientSecret).toBe(intent.client_secret);
    expect(fake.requests.at(-1)?.headers['idempotency-key']).toBe(given.idempotencyKey);
  });

  it('creates one intent for a start retried with the same key, and a new one for a new key', async () => {
    const given = input();
    const before = fake.intents.size;
    const first = await inline().start(given);
    const again = await inline().start(given);
    expect(again.providerRef).toBe(first.providerRef);
    expect(fake.intents.size).toBe(before + 1);
    const other = await inline().start({ ...given, idempotencyKey: `${given.idempotencyKey}-b` });
    expect(other.providerRef).not.toBe(first.providerRef);
    expect(fake.intents.size).toBe(before + 2);
  });

  it('confirms PENDING before the shopper pays, then SUCCEEDED with the card brand', async () => {
    const { providerRef } = await inline().start(input());
    expect(await inline().confirm(providerRef, 'c-1')).toMatchObject({
      state: 'PENDING',
      amountCents: 4_250,
    });
    fake.payIntent(providerRef, 'mastercard');
    expect(await inline().confirm(providerRef, 'c-1')).toEqual({
      providerRef,
      state: 'SUCCEEDED',
      amountCents: 4_250,
      cardBrand: 'mastercard',
      transactionId: providerRef,
    });
  });

  it('confirms a declined card as FAILED with the decline code', async () => {
    const { providerRef } = await inline().start(input());
    fake.declineIntent(providerRef, 'insufficient_funds');
    expect(await inline().confirm(providerRef, 'c-1')).toMatchObject({
      state: 'FAILED',
      failureCode: 'insufficient_funds',
    });
  });

  it('refunds part then the rest, once per refund key, and refuses more than was paid', async () => {
    const provider = inline();
    const { providerRef } = await provider.start(input());
    fake.payIntent(providerRef);
    const once = {
      providerRef,
      amountCents: 1_000,
      idempotencyKey: `r-${providerRef}-1`,
      reason: 'one keycap was cracked',
    };
    const first = await provider.refund(once);
    expect(first.state).toBe('SUCCEEDED');
    expect(fake.refunds.get(first.refundRef)).toMatchObject({
      amount: 1_000,
      payment_intent: providerRef,
      metadata: { providerRef, note: 'one keycap was cracked' },
    });
    const refundsBefore = fake.refunds.size;
    expect((await provider.refund(once)).refundRef).toBe(first.refundRef);
    expect(fake.refunds.size).toBe(refundsBefore);
    // The same key for another refund is Stripe's idempotency error: refused, nothing created.
    await expect(provider.refund({ ...once, amountCents: 999 })).rejects.toMatchObject({
      code: 'PAYMENT_REFUSED',
    });
    await expect(
      provider.refund({ providerRef, amountCents: 3_251, idempotencyKey: `r-${providerRef}-2` }),
    ).rejects.toMatchObject({
      code: 'PAYMENT_REFUSED',
      httpStatus: 400,
      params: { providerCode: 'amount_too_large' },
    });
    expect(
      (await provider.refund({ providerRef, amountCents: 3_250, idempotencyKey: `r-${providerRef}-3` }))
        .state,
    ).toBe('SUCCEEDED');
  });
});

describe('STRIPE (Checkout Session)', () => {
  const hosted = () => providersFor(payments()).get('STRIPE');

  it('creates a session for the total, with the return and cancel pages, and sends the shopper to it', async () => {
    const given = input({ amountCents: 12_900 });
    const started = await hosted().start(given);
    expect(started).toMatchObject({
      kind: 'REDIRECT',
      redirectUrl: expect.stringContaining(started.providerRef),
    });
    expect(fake.sessions.get(started.providerRef)).toMatchObject({
      amount_total: 12_900,
      mode: 'payment',
      client_reference_id: given.paymentId,
      customer_email: 'ada@example.com',
      success_url: given.returnUrl,
      cancel_url: given.cancelUrl,
      metadata: { paymentId: given.paymentId, shopMethod: 'STRIPE' },
    });
    expect(fake.requests.at(-1)?.headers['idempotency-key']).toBe(given.idempotencyKey);
  });

  it('confirms PENDING while open, SUCCEEDED with the brand once paid, and refunds the session’s intent', async () => {
    const { providerRef } = await hosted().start(input({ amountCents: 12_900 }));
    expect(await hosted().confirm(providerRef, 'c')).toMatchObject({ state: 'PENDING', amountCents: 12_900 });
    fake.paySession(providerRef, 'amex');
    const paid = await hosted().confirm(providerRef, 'c');
    expect(paid).toMatchObject({ state: 'SUCCEEDED', amountCents: 12_900, cardBrand: 'amex' });
    expect(paid.transactionId).toMatch(/^pi_/);
    const refund = await hosted().refund({
      providerRef,
      amountCents: 12_900,
      idempotencyKey: `r-${providerRef}`,
    });
    expect(fake.refunds.get(refund.refundRef)).toMatchObject({
      payment_intent: paid.transactionId,
      metadata: { providerRef },
    });
  });

  it('confirms an expired session as CANCELED and refuses to refund an unpaid one', async () => {
    const { providerRef } = await hosted().start(input());
    await expect(
      hosted().refund({ providerRef, amountCents: 100, idempotencyKey: `r-${providerRef}` }),
    ).rejects.toMatchObject({
      code: 'PAYMENT_REFUSED',
      params: { providerCode: 'not_paid' },
    });
    fake.expireSession(providerRef);
    expect(await hosted().confirm(providerRef, 'c')).toMatchObject({ state: 'CANCELED' });
  });
});

describe('Stripe failures reach the caller as our errors', () => {
  it('an amount under Stripe’s minimum is refused with Stripe’s code', async () => {
    await expect(
      providersFor(payments())
        .get('STRIPE_INLINE')
        .start(input({ amountCents: 30 })),
    ).rejects.toMatchObject({
      code: 'PAYMENT_REFUSED',
      params: { method: 'STRIPE_INLINE', providerCode: 'amount_too_small' },
    });
  });

  it('a wrong secret key, a provider answering 503 and an unknown id are told apart', async () => {
    const wrongKey = providersFor({ ...payments(), stripe: stripeSettings({ secretKey: 'sk_test_wrong' }) });
    await expect(wrongKey.get('STRIPE_INLINE').start(input())).rejects.toMatchObject({
      code: 'PAYMENT_UNAVAILABLE',
      httpStatus: 409,
    });
    fake.mode = 'down';
    await expect(providersFor(payments()).get('STRIPE').start(input())).rejects.toMatchObject({
      code: 'PAYMENT_UNAVAILABLE',
    });
    fake.mode = 'ok';
    await expect(
      providersFor(payments()).get('STRIPE_INLINE').confirm('pi_unknown', 'c'),
    ).rejects.toMatchObject({
      code: 'PAYMENT_REFUSED',
      params: { providerCode: 'resource_missing' },
    });
  });

  it('a provider that never answers is PAYMENT_UNAVAILABLE after the configured timeout (and one retry)', async () => {
    fake.mode = 'hang';
    const started = Date.now();
    const failure = await providersFor(payments({}, 300))
      .get('STRIPE_INLINE')
      .start(input())
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ code: 'PAYMENT_UNAVAILABLE', failure: 'UNAVAILABLE' });
    // Two attempts of 300 ms and Stripe's backoff between them: seconds, not the library's default 80 s.
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});
