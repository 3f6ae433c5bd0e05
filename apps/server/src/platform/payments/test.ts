import { findTestCard } from '@shop/domain/payments';
import { PaymentProviderError } from './errors.ts';
import { decodeRef, encodeRef, keyDigest } from './refs.ts';
import type { PaymentProvider, ProviderPaymentStatus } from './types.ts';

const PREFIX = 'test_pay';

/**
 * TEST: the embedded shop's own method, so that the whole flow runs offline and in the browser tests. No
 * money moves and nothing is stored: the shopper types one of the test card numbers (TEST_CARDS in
 * @shop/domain/payments, Stripe's test numbers); a paying one completes at once, a declining one fails with
 * its decline code, any other number fails as `incorrect_number` (so a real card number is never taken).
 * Refunds always succeed, up to the amount paid. Refused in production (settings.ts).
 */
export function testProvider(): PaymentProvider {
  const paid = (ref: string) => {
    const payment = decodeRef(PREFIX, ref);
    if (!payment) throw new PaymentProviderError('REFUSED', 'TEST', { providerCode: 'resource_missing' });
    return payment;
  };
  return {
    method: 'TEST',
    async start(input) {
      const card = findTestCard(input.testCard ?? '');
      if (!card) throw new PaymentProviderError('DECLINED', 'TEST', { providerCode: 'incorrect_number' });
      if (card.declineCode)
        throw new PaymentProviderError('DECLINED', 'TEST', { providerCode: card.declineCode });
      const providerRef = encodeRef(
        PREFIX,
        { amountCents: input.amountCents, brand: card.brand },
        input.idempotencyKey,
      );
      return { kind: 'COMPLETED', providerRef, transactionId: `test_ch_${providerRef.slice(-20)}` };
    },
    async confirm(providerRef): Promise<ProviderPaymentStatus> {
      const payment = paid(providerRef);
      return {
        providerRef,
        state: 'SUCCEEDED',
        amountCents: payment.amountCents,
        cardBrand: payment.brand,
        transactionId: `test_ch_${providerRef.slice(-20)}`,
      };
    },
    async refund(input) {
      const payment = paid(input.providerRef);
      if (input.amountCents <= 0 || input.amountCents > payment.amountCents) {
        throw new PaymentProviderError('REFUSED', 'TEST', { providerCode: 'amount_too_large' });
      }
      return { refundRef: `test_re_${keyDigest(input.idempotencyKey)}`, state: 'SUCCEEDED' };
    },
  };
}
