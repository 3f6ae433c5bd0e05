/**
 * Payment methods (spec 000 §9) and the ones this shop offers. Each offered method is one adapter on the
 * server (apps/server/src/platform/payments/<method>.ts) behind one interface; the redirect gateways of the
 * spec (OnePay, 2C2P) are named here so that adding one is a file there and a line here.
 */
export const PAYMENT_METHODS = [
  'ZERO_PAYMENT',
  'PAYPAL',
  'STRIPE',
  'STRIPE_INLINE',
  'ONEPAY_DOMESTIC',
  'ONEPAY_INTERNATIONAL',
  'ONEPAY_INSTALLMENT',
  'TWO_C_TWO_P',
  'TWO_C_TWO_P_MOMO',
  'TWO_C_TWO_P_ZALOPAY',
  'TWO_C_TWO_P_ZALOPAY_QR',
  /** Ours: the built-in test method of the embedded shop (refused in production). */
  'TEST',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What a payment is doing, as the orders and the shopper see it. */
export const PAYMENT_STATES = [
  'PENDING',
  'SUCCEEDED',
  'FAILED',
  'CANCELED',
  'REFUNDED',
  'PARTIALLY_REFUNDED',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** Stripe refuses charges under 50 cents of USD (its minimum charge amount). */
export const STRIPE_MIN_CENTS = 50;

/** One way of paying as the payment step offers it: the label is `payments.methods.<method>` in en.json. */
export interface PaymentMethodOption {
  method: PaymentMethod;
  /** The built-in test method: shown with a TEST badge, never in production. */
  test: boolean;
}

/**
 * The methods a total can be paid with, in the order offered: a total of 0 is paid with ZERO_PAYMENT alone
 * (nothing to charge); any other total with every enabled method but ZERO_PAYMENT, Stripe's only from its
 * minimum charge up. The first is the default (spec 001 §3 `defaultPayment`).
 */
export function methodsForTotal<T extends PaymentMethodOption>(
  enabled: readonly T[],
  totalCents: number,
): T[] {
  if (totalCents <= 0) return enabled.filter((o) => o.method === 'ZERO_PAYMENT');
  return enabled.filter((o) => {
    if (o.method === 'ZERO_PAYMENT') return false;
    if (o.method === 'STRIPE' || o.method === 'STRIPE_INLINE') return totalCents >= STRIPE_MIN_CENTS;
    return true;
  });
}

/**
 * What the web needs to show the payment step: the enabled methods and the public keys of the providers'
 * browser scripts (null when that provider is not configured). Never a secret.
 */
export interface PaymentsPublicConfig {
  methods: PaymentMethodOption[];
  stripePublishableKey: string | null;
  paypalClientId: string | null;
}
