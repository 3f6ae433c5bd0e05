import type { PaymentMethod, PaymentMethodOption, PaymentsPublicConfig } from '@shop/domain/payments';
import { cspSources, type PaymentCsp } from './csp.ts';
import { type PaymentLog, PaymentProviderError } from './errors.ts';
import { paypalProvider } from './paypal.ts';
import { paypalConnection } from './paypal-client.ts';
import type { PaymentsConfig } from './settings.ts';
import { stripeCheckoutProvider } from './stripe-checkout.ts';
import { stripeClient, stripeWebhookReader } from './stripe-common.ts';
import { stripeInlineProvider } from './stripe-inline.ts';
import { testProvider } from './test.ts';
import type { PaymentProvider, PaymentWebhookEvent } from './types.ts';
import { zeroProvider } from './zero.ts';

export { cspSources, type PaymentCsp } from './csp.ts';
export { type PaymentFailure, type PaymentLog, PaymentProviderError } from './errors.ts';
export type { PaymentsConfig } from './settings.ts';
export * from './types.ts';

/** The providers whose notifications arrive at a webhook URL of their own (`/.../webhooks/stripe`, `/paypal`). */
export type WebhookSource = 'stripe' | 'paypal';
export type WebhookReader = (
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
) => Promise<PaymentWebhookEvent | null>;

export interface PaymentProviders {
  /** The enabled methods, in the order the payment step offers them (ZERO_PAYMENT first, TEST last). */
  methods: PaymentMethod[];
  /** The provider of an enabled method; throws PAYMENT_METHOD_UNAVAILABLE for any other. */
  get(method: PaymentMethod): PaymentProvider;
  /** What the browser needs: enabled methods and the providers' public keys (never a secret). */
  publicConfig: PaymentsPublicConfig;
  /** The webhook reader of each configured provider (both Stripe methods share one endpoint). */
  webhooks: Partial<Record<WebhookSource, WebhookReader>>;
  /** Content-Security-Policy sources the configured providers' browser scripts need (see cspSources). */
  csp: PaymentCsp;
}

/**
 * The methods the configuration enables: a provider's methods when its keys are set (unset keys hide a
 * method), TEST outside production, ZERO_PAYMENT always. Built once at start; providers hold their SDK
 * clients. `log` receives provider failures (status, provider code, request id; never keys or card data).
 */
export function providersFor(config: PaymentsConfig, log?: PaymentLog): PaymentProviders {
  const providers: PaymentProvider[] = [zeroProvider()];
  const webhooks: PaymentProviders['webhooks'] = {};
  const { stripe, paypal } = config;
  if (stripe) {
    const client = stripeClient(stripe, config.timeoutMs);
    if (stripe.inline) providers.push(stripeInlineProvider(client, stripe, log));
    if (stripe.checkout) providers.push(stripeCheckoutProvider(client, stripe, log));
    webhooks.stripe = stripeWebhookReader(client, stripe.webhookSecret);
  }
  if (paypal) {
    const provider = paypalProvider(
      paypalConnection(paypal, config.timeoutMs),
      paypal.clientId,
      paypal.webhookId,
      log,
    );
    providers.push(provider);
    webhooks.paypal = provider.parseWebhook;
  }
  if (config.testMethod) providers.push(testProvider());

  const byMethod = new Map(providers.map((p) => [p.method, p]));
  const options: PaymentMethodOption[] = providers.map((p) => ({
    method: p.method,
    test: p.method === 'TEST',
  }));
  return {
    methods: providers.map((p) => p.method),
    get(method) {
      const provider = byMethod.get(method);
      if (!provider) throw new PaymentProviderError('METHOD_UNAVAILABLE', method);
      return provider;
    },
    publicConfig: {
      methods: options,
      stripePublishableKey: stripe?.inline ? stripe.publishableKey : null,
      paypalClientId: paypal?.clientId ?? null,
    },
    webhooks,
    csp: cspSources(config),
  };
}
