import type { PaymentMethod } from '@shop/domain/payments';

/**
 * One interface for every way of paying (issue "Checkout, payments and orders", item 4). Each method is one
 * adapter file beside this one, built on the provider's official library where there is one; the payments
 * module (apps/server/src/modules/payments) owns the payment rows and calls these. Amounts are integer cents
 * of USD. Card data never reaches the server: the browser talks to the provider, the server only to its API.
 */
export interface StartPaymentInput {
  /** Our payment row's id: sent to the provider as metadata/reference, so its events lead back to us. */
  paymentId: string;
  amountCents: number;
  currency: 'USD';
  /** A line the shopper sees on the provider's page or statement ("Dwarf Factory order 1042"). */
  description: string;
  customerEmail: string;
  /** Where a redirect method sends the shopper back after paying, and after giving up. */
  returnUrl: string;
  cancelUrl: string;
  /** Passed to every provider call that creates something: a retried start creates nothing twice. */
  idempotencyKey: string;
  metadata: Record<string, string>;
  /**
   * TEST only: the card number typed into the test method's form, one of the magic values of
   * `TEST_CARDS` (@shop/domain/payments). Real providers take card data in the browser, never here.
   */
  testCard?: string;
}

export type StartPaymentResult =
  /** Stripe Payment Element (STRIPE_INLINE): the browser confirms with the client secret. */
  | { kind: 'CLIENT_SECRET'; providerRef: string; clientSecret: string; publishableKey: string }
  /** A hosted page (STRIPE Checkout Session, later OnePay/2C2P): the browser goes there. */
  | { kind: 'REDIRECT'; providerRef: string; redirectUrl: string }
  /** PayPal buttons: the browser approves the order with this id, then the server captures it (confirm). */
  | { kind: 'PAYPAL_ORDER'; providerRef: string; clientId: string }
  /** Nothing for the shopper to do (ZERO_PAYMENT, TEST): paid already. */
  | { kind: 'COMPLETED'; providerRef: string; transactionId: string };

export interface ProviderPaymentStatus {
  providerRef: string;
  state: 'PENDING' | 'SUCCEEDED' | 'FAILED' | 'CANCELED';
  amountCents: number;
  /** The card's brand when the provider tells it (visa, mastercard...), or the method's own name (paypal). */
  cardBrand?: string;
  /** The provider's id of the money movement (charge, capture), shown to staff and on the order. */
  transactionId?: string;
  /** FAILED: the provider's short reason (`card_declined`, `insufficient_funds`, `INSTRUMENT_DECLINED`). */
  failureCode?: string;
}

export interface RefundInput {
  providerRef: string;
  amountCents: number;
  idempotencyKey: string;
  reason?: string;
}

export interface RefundResult {
  refundRef: string;
  state: 'PENDING' | 'SUCCEEDED' | 'FAILED';
}

/** A provider's notification, verified. `eventId` makes handling idempotent (a replay changes nothing). */
export interface PaymentWebhookEvent {
  eventId: string;
  providerRef: string;
  type: 'PAYMENT_SUCCEEDED' | 'PAYMENT_FAILED' | 'PAYMENT_CANCELED' | 'REFUND_SUCCEEDED' | 'REFUND_FAILED';
  amountCents: number;
  /** When the provider says the event happened: an older event never undoes a newer state. */
  occurredAt: Date;
  cardBrand?: string;
  transactionId?: string;
  refundRef?: string;
}

/**
 * Every method throws `PaymentProviderError` (errors.ts) when the provider says no or cannot be reached: a
 * DomainError with a code of ours, so a route that lets it through answers a clear 4xx, never a 500.
 */
export interface PaymentProvider {
  method: PaymentMethod;
  start(input: StartPaymentInput): Promise<StartPaymentResult>;
  /** Asks the provider for the truth (after a return redirect or a PayPal approval, where it captures). */
  confirm(providerRef: string, idempotencyKey: string): Promise<ProviderPaymentStatus>;
  refund(input: RefundInput): Promise<RefundResult>;
  /**
   * Verifies a webhook delivery's signature and reads it: the event, or null when it is of a kind we do not
   * use. Throws `WebhookSignatureError` when the signature does not hold. Refund events carry `refundRef`
   * (match them on it); payment events the `providerRef` that `start` returned.
   */
  parseWebhook?(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PaymentWebhookEvent | null>;
}

export class WebhookSignatureError extends Error {
  constructor(message = 'webhook signature does not verify') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}
