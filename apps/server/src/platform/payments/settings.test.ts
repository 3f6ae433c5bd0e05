import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { providersFor } from './index.ts';

const PROD = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'x'.repeat(32),
  ALTCHA_HMAC_KEY: 'y'.repeat(32),
  PUBLIC_URL: 'https://shop.example',
};
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' };
const PAYPAL = { PAYPAL_CLIENT_ID: 'client', PAYPAL_CLIENT_SECRET: 'secret' };
const methods = (env: Record<string, string>) => providersFor(loadConfig(env).payments).methods;

describe('payment settings: unset keys hide a method', () => {
  it('offers ZERO_PAYMENT and TEST in development with no keys at all', () => {
    expect(methods({})).toEqual(['ZERO_PAYMENT', 'TEST']);
  });

  it('offers the card form with both Stripe keys, the hosted page with the secret key alone, both on request', () => {
    expect(methods(STRIPE)).toEqual(['ZERO_PAYMENT', 'STRIPE_INLINE', 'TEST']);
    expect(methods({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toEqual(['ZERO_PAYMENT', 'STRIPE', 'TEST']);
    expect(methods({ ...STRIPE, STRIPE_MODE: 'both' })).toEqual([
      'ZERO_PAYMENT',
      'STRIPE_INLINE',
      'STRIPE',
      'TEST',
    ]);
  });

  it('offers PayPal with its client id and secret, and tells the browser only public keys', () => {
    const providers = providersFor(
      loadConfig({ ...STRIPE, ...PAYPAL, PAYMENTS_TEST_METHOD: 'false' }).payments,
    );
    expect(providers.methods).toEqual(['ZERO_PAYMENT', 'STRIPE_INLINE', 'PAYPAL']);
    expect(providers.publicConfig).toEqual({
      methods: [
        { method: 'ZERO_PAYMENT', test: false },
        { method: 'STRIPE_INLINE', test: false },
        { method: 'PAYPAL', test: false },
      ],
      stripePublishableKey: 'pk_test_abc',
      paypalClientId: 'client',
    });
    expect(JSON.stringify(providers.publicConfig)).not.toMatch(/sk_test|secret/);
  });

  it('answers PAYMENT_METHOD_UNAVAILABLE for a method that is not enabled', () => {
    const providers = providersFor(loadConfig({}).payments);
    expect(() => providers.get('PAYPAL')).toThrow(
      expect.objectContaining({ code: 'PAYMENT_METHOD_UNAVAILABLE' }),
    );
    expect(providers.get('TEST').method).toBe('TEST');
  });

  it('allows the providers’ hosts in the page policy only when they are configured', () => {
    expect(providersFor(loadConfig({}).payments).csp.scriptSrc).toEqual([]);
    expect(providersFor(loadConfig(STRIPE).payments).csp.scriptSrc).toContain('https://js.stripe.com');
    expect(providersFor(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' }).payments).csp.frameSrc).toEqual([]);
  });
});

describe('payment settings: what production refuses', () => {
  it('has no test method in production, and refuses to turn it on for a public address', () => {
    expect(methods(PROD)).toEqual(['ZERO_PAYMENT']);
    expect(() => loadConfig({ ...PROD, PAYMENTS_TEST_METHOD: 'true' })).toThrow(
      /PAYMENTS_TEST_METHOD: the test method takes no money: refused when NODE_ENV=production/,
    );
  });

  it('takes the test method on a loopback address: the browser tests run the production build there', () => {
    expect(methods({ ...PROD, PUBLIC_URL: 'http://127.0.0.1:3100', PAYMENTS_TEST_METHOD: 'true' })).toEqual([
      'ZERO_PAYMENT',
      'TEST',
    ]);
  });

  it('needs the webhook secrets in production, and refuses the tests’ base URLs there', () => {
    expect(() =>
      loadConfig({ ...PROD, ...STRIPE, ...PAYPAL, STRIPE_API_BASE_URL: 'http://127.0.0.1:1' }),
    ).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(
          /STRIPE_API_BASE_URL: for tests only[\s\S]*STRIPE_WEBHOOK_SECRET: required[\s\S]*PAYPAL_WEBHOOK_ID: required/,
        ),
      }),
    );
    expect(
      methods({
        ...PROD,
        ...STRIPE,
        ...PAYPAL,
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        PAYPAL_WEBHOOK_ID: 'WH-1',
      }),
    ).toEqual(['ZERO_PAYMENT', 'STRIPE_INLINE', 'PAYPAL']);
  });

  it('refuses half a provider and mismatched keys, naming the variable and never the secret', () => {
    const attempt = () =>
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_live_topsecret',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
        PAYPAL_CLIENT_ID: 'client',
      });
    expect(attempt).toThrow(/STRIPE_PUBLISHABLE_KEY: a test key beside a live secret key/);
    expect(attempt).toThrow(/PAYPAL_CLIENT_SECRET: PayPal needs both/);
    expect(() => loadConfig({ STRIPE_MODE: 'inline', STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: required by STRIPE_MODE=inline/,
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_wrong-kind' })).toThrow(
      /STRIPE_SECRET_KEY: a Stripe secret key/,
    );
    const message = (() => {
      try {
        loadConfig({ STRIPE_SECRET_KEY: 'sk_test_has space' });
        return 'accepted';
      } catch (err) {
        return (err as Error).message;
      }
    })();
    expect(message).toMatch(/STRIPE_SECRET_KEY: a Stripe secret key/);
    expect(message).not.toContain('has space');
  });
});
