/**
 * How a payment component reports back to the payment step that composes it. A component never calls our
 * API itself: the step starts the payment (POST to the payments module), hands the component what the
 * start answered, and confirms with the server when the component says the shopper has paid.
 */
export interface PaymentFailure {
  /** One of our error codes: PAYMENT_DECLINED, PAYMENT_UNAVAILABLE, PAYMENT_REFUSED, ... */
  code: string;
  /** The provider's short reason (`insufficient_funds`, `INSTRUMENT_DECLINED`), when it gave one. */
  providerCode?: string | null;
  /** A message the provider wrote for shoppers (Stripe's card errors), shown as is. */
  message?: string | null;
}

/** What the step's call for the TEST form resolves to (the start call's answer, read by the step). */
export type PaymentAttempt = { ok: true } | ({ ok: false } & PaymentFailure);

type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * The line the shopper reads under the form: the provider's own words for a card error, our text for a
 * decline code we know (`payments.declines.<code>`), else the error code's text (`ERRORS.<code>`).
 */
export function failureText(
  t: Translate,
  failure: PaymentFailure,
  hasText: (key: string) => boolean,
): string {
  if (failure.message) return failure.message;
  const decline = failure.providerCode ? `payments.declines.${failure.providerCode}` : null;
  if (decline && hasText(decline)) return t(decline);
  return t(`ERRORS.${failure.code}`);
}
