import { DomainError, type ErrorParams } from '@shop/domain';
import type { PaymentMethod } from '@shop/domain/payments';

/**
 * Why a provider call failed, as the caller acts on it:
 * - DECLINED: the card or account said no (the payment fails; the shopper may try another card);
 * - UNAVAILABLE: the provider did not answer, timed out, or failed on its side (try again shortly; nothing
 *   was decided, and a retry with the same idempotency key creates nothing twice);
 * - REFUSED: the provider refused the request itself (already refunded, amount too small, bad credentials);
 * - METHOD_UNAVAILABLE: the method is not enabled, or not for this amount.
 */
export type PaymentFailure = 'DECLINED' | 'UNAVAILABLE' | 'REFUSED' | 'METHOD_UNAVAILABLE';

const CODES = {
  DECLINED: ['PAYMENT_DECLINED', 400],
  // 409, not 5xx: the web toasts ERRORS.<code> for 4xx answers, a 5xx would open the generic 'Oops' dialog
  // and hide that the shop is fine and only the provider is slow.
  UNAVAILABLE: ['PAYMENT_UNAVAILABLE', 409],
  REFUSED: ['PAYMENT_REFUSED', 400],
  METHOD_UNAVAILABLE: ['PAYMENT_METHOD_UNAVAILABLE', 400],
} as const;

/**
 * A provider's failure with a code of ours; the provider's own message stays in `cause` for the log (it
 * may name accounts or keys), the shopper sees `ERRORS.<code>`. `params.providerCode` is the provider's
 * short code (`insufficient_funds`, `charge_already_refunded`, `INSTRUMENT_DECLINED`) when it gave one.
 */
export class PaymentProviderError extends DomainError {
  constructor(
    readonly failure: PaymentFailure,
    readonly method: PaymentMethod,
    params: ErrorParams = {},
    options?: { cause?: unknown },
  ) {
    const [code, status] = CODES[failure];
    super(code, { method, ...params }, status);
    this.name = 'PaymentProviderError';
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

/** Something that can say what went wrong (a pino logger, or nothing). */
export interface PaymentLog {
  warn(details: object, message: string): void;
}
