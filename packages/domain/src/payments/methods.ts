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
