import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../http/errors.ts';
import { type FakeStripe, startFakeStripe } from '../../test/fake-stripe.ts';
import { providersFor } from './index.ts';
import type { PaymentsConfig } from './settings.ts';

/**
 * What a caller of the payments API sees when a provider fails, through the shop's one error handler: the
 * code of ours and the method, with the 4xx status the web shows as a toast; never a 500, never the
 * provider's message, key or request details.
 */
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

const config = (secretKey: string): PaymentsConfig => ({
  testMethod: true,
  timeoutMs: 2_000,
  stripe: {
    secretKey,
    publishableKey: 'pk_test_x',
    webhookSecret: null,
    inline: true,
    checkout: false,
    apiBaseUrl: fake.url,
  },
  paypal: null,
});

async function answer(secretKey: string, method: 'STRIPE_INLINE' | 'TEST' | 'PAYPAL', testCard?: string) {
  const providers = providersFor(config(secretKey));
  const app = Fastify();
  registerErrorHandling(app);
  app.post('/api/v1/pay', async () =>
    providers.get(method).start({
      paymentId: 'pay-1',
      amountCents: 1_000,
      currency: 'USD',
      description: 'order',
      customerEmail: 'ada@example.com',
      returnUrl: 'http://shop.test/r',
      cancelUrl: 'http://shop.test/c',
      idempotencyKey: `k-${Math.random()}`,
      metadata: {},
      testCard,
    }),
  );
  const res = await app.inject({ method: 'POST', url: '/api/v1/pay' });
  await app.close();
  return { status: res.statusCode, body: res.json() as unknown, text: res.body };
}

describe('provider failures as API answers', () => {
  it('a provider that refuses our key answers 409 PAYMENT_UNAVAILABLE, telling nothing of the key or the reason', async () => {
    const res = await answer('sk_test_revoked', 'STRIPE_INLINE');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      status: 0,
      errors: [{ errorCode: 'PAYMENT_UNAVAILABLE', errorParams: { method: 'STRIPE_INLINE' } }],
    });
    expect(res.text).not.toMatch(/sk_test|fake stripe|api_key/);
  });

  it('a decline answers 400 PAYMENT_DECLINED with the decline code the shopper is told about', async () => {
    const res = await answer(fake.secretKey, 'TEST', '4000000000009995');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      status: 0,
      errors: [
        {
          errorCode: 'PAYMENT_DECLINED',
          errorParams: { method: 'TEST', providerCode: 'insufficient_funds' },
        },
      ],
    });
  });

  it('a method that is not enabled answers 400 PAYMENT_METHOD_UNAVAILABLE', async () => {
    const res = await answer(fake.secretKey, 'PAYPAL');
    expect(res).toMatchObject({
      status: 400,
      body: { errors: [{ errorCode: 'PAYMENT_METHOD_UNAVAILABLE' }] },
    });
  });
});
