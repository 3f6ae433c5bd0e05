import { PaymentProviderError } from './errors.ts';
import { decodeRef, encodeRef, keyDigest } from './refs.ts';
import type { PaymentProvider } from './types.ts';

const PREFIX = 'zero';

/**
 * ZERO_PAYMENT: an order whose coupons bring the total to 0 is paid by placing it (spec 000 §9). Always
 * enabled; any other amount is refused, so it can never settle an order that costs money.
 */
export function zeroProvider(): PaymentProvider {
  const refuse = (providerCode: string) =>
    new PaymentProviderError('REFUSED', 'ZERO_PAYMENT', { providerCode });
  return {
    method: 'ZERO_PAYMENT',
    async start(input) {
      if (input.amountCents !== 0) throw refuse('amount_not_zero');
      const providerRef = encodeRef(PREFIX, { amountCents: 0, brand: 'none' }, input.idempotencyKey);
      return { kind: 'COMPLETED', providerRef, transactionId: providerRef };
    },
    async confirm(providerRef) {
      if (!decodeRef(PREFIX, providerRef)) throw refuse('resource_missing');
      return { providerRef, state: 'SUCCEEDED', amountCents: 0, transactionId: providerRef };
    },
    async refund(input) {
      if (!decodeRef(PREFIX, input.providerRef)) throw refuse('resource_missing');
      // Nothing was charged: a refund of nothing succeeds (a canceled free order), anything more is refused.
      if (input.amountCents !== 0) throw refuse('amount_too_large');
      return { refundRef: `zero_re_${keyDigest(input.idempotencyKey)}`, state: 'SUCCEEDED' };
    },
  };
}
