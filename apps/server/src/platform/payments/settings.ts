import { z } from 'zod';
import { isLoopbackUrl } from '../../config-rules.ts';

/**
 * The payment settings: the variables (config.ts spreads `paymentsEnv` into its schema, so it stays the one
 * reader of the environment) and the rules that span several of them. A provider whose keys are unset is not
 * offered; the built-in TEST method is on outside production.
 */
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const paymentsEnv = {
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'a Stripe secret key (sk_test_... or sk_live_...)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'a Stripe publishable key (pk_test_... or pk_live_...)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, "a webhook endpoint's signing secret (whsec_...)")
    .optional(),
  STRIPE_MODE: z.enum(['inline', 'checkout', 'both']).optional(),
  STRIPE_API_BASE_URL: z.url().optional(),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  PAYPAL_API_BASE_URL: z.url().optional(),
  PAYMENTS_TEST_METHOD: bool.optional(),
  PAYMENTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
};

type PaymentsEnv = z.output<z.ZodObject<typeof paymentsEnv>>;

export interface StripeSettings {
  secretKey: string;
  /** The browser's key for Stripe.js; needed by the inline card form (STRIPE_INLINE). */
  publishableKey: string | null;
  /** Verifies webhook deliveries; without it (outside production) every delivery is refused. */
  webhookSecret: string | null;
  /** STRIPE_INLINE (Payment Element on our page) and/or STRIPE (Stripe's hosted Checkout page). */
  inline: boolean;
  checkout: boolean;
  /** Tests only: a local server in place of api.stripe.com. */
  apiBaseUrl: string | null;
}

export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  /** The id of the webhook registered with PayPal; verifying a delivery needs it. */
  webhookId: string | null;
  environment: 'sandbox' | 'production';
  /** Tests only: a local server in place of api-m(.sandbox).paypal.com. */
  apiBaseUrl: string | null;
}

export interface PaymentsConfig {
  /** The built-in TEST method (no money moves): on outside production. */
  testMethod: boolean;
  /** The longest a provider call may take before it counts as unavailable. */
  timeoutMs: number;
  stripe: StripeSettings | null;
  paypal: PaypalSettings | null;
}

const keyMode = (key: string) => (key.includes('_live_') ? 'live' : 'test');

/** The settings, or the lines of the "Invalid configuration" message, each naming its variable. */
export function paymentSettings(
  e: PaymentsEnv,
  env: 'development' | 'production' | 'test',
  publicUrl: string,
): { value: PaymentsConfig } | { problems: string[] } {
  const problems: string[] = [];
  const production = env === 'production';
  const problem = (name: string, text: string) => problems.push(`  ${name}: ${text}`);

  // The journeys run the production build on 127.0.0.1 and pay with the test method: a loopback PUBLIC_URL
  // is a shop nobody else can reach, so it may take no money (as DEV_ROUTES' rule).
  if (e.PAYMENTS_TEST_METHOD && production && !isLoopbackUrl(publicUrl)) {
    problem(
      'PAYMENTS_TEST_METHOD',
      `the test method takes no money: refused when NODE_ENV=production (except on a loopback PUBLIC_URL, a local build; got ${publicUrl})`,
    );
  }
  for (const name of ['STRIPE_API_BASE_URL', 'PAYPAL_API_BASE_URL'] as const) {
    if (e[name] && production) problem(name, 'for tests only: refused when NODE_ENV=production');
  }

  const sk = e.STRIPE_SECRET_KEY;
  if (!sk) {
    for (const name of ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_MODE'] as const) {
      if (e[name]) problem(name, 'needs STRIPE_SECRET_KEY');
    }
  }
  const mode = e.STRIPE_MODE ?? (e.STRIPE_PUBLISHABLE_KEY ? 'inline' : 'checkout');
  if (sk && mode !== 'checkout' && !e.STRIPE_PUBLISHABLE_KEY) {
    problem(
      'STRIPE_PUBLISHABLE_KEY',
      `required by STRIPE_MODE=${mode} (the card form runs Stripe.js with it)`,
    );
  }
  if (sk && e.STRIPE_PUBLISHABLE_KEY && keyMode(sk) !== keyMode(e.STRIPE_PUBLISHABLE_KEY)) {
    problem(
      'STRIPE_PUBLISHABLE_KEY',
      `a ${keyMode(e.STRIPE_PUBLISHABLE_KEY)} key beside a ${keyMode(sk)} secret key`,
    );
  }
  // Without webhooks a shopper who pays and closes the tab leaves an unpaid order that expires.
  if (sk && production && !e.STRIPE_WEBHOOK_SECRET) {
    problem('STRIPE_WEBHOOK_SECRET', 'required with STRIPE_SECRET_KEY when NODE_ENV=production');
  }

  const paypalGiven = [e.PAYPAL_CLIENT_ID, e.PAYPAL_CLIENT_SECRET].filter(Boolean).length;
  if (paypalGiven === 1) {
    problem(
      e.PAYPAL_CLIENT_ID ? 'PAYPAL_CLIENT_SECRET' : 'PAYPAL_CLIENT_ID',
      'PayPal needs both PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
    );
  }
  if (paypalGiven === 0 && e.PAYPAL_WEBHOOK_ID)
    problem('PAYPAL_WEBHOOK_ID', 'needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET');
  if (paypalGiven === 2 && production && !e.PAYPAL_WEBHOOK_ID) {
    problem('PAYPAL_WEBHOOK_ID', 'required with PayPal when NODE_ENV=production');
  }
  if (problems.length > 0) return { problems };

  return {
    value: {
      testMethod: e.PAYMENTS_TEST_METHOD ?? !production,
      timeoutMs: e.PAYMENTS_TIMEOUT_MS,
      stripe: sk
        ? {
            secretKey: sk,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? null,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
            inline: mode !== 'checkout',
            checkout: mode !== 'inline',
            apiBaseUrl: e.STRIPE_API_BASE_URL ?? null,
          }
        : null,
      paypal:
        paypalGiven === 2
          ? {
              clientId: e.PAYPAL_CLIENT_ID!,
              clientSecret: e.PAYPAL_CLIENT_SECRET!,
              webhookId: e.PAYPAL_WEBHOOK_ID ?? null,
              environment: e.PAYPAL_ENVIRONMENT,
              apiBaseUrl: e.PAYPAL_API_BASE_URL ?? null,
            }
          : null,
    },
  };
}
