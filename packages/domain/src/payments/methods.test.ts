import { describe, expect, it } from 'vitest';
import { brandsOfMethod, cardBrandOf } from './card-brands.ts';
import { methodsForTotal, type PaymentMethodOption } from './methods.ts';
import { findTestCard, formatCardNumber } from './test-cards.ts';

const enabled: PaymentMethodOption[] = ['ZERO_PAYMENT', 'STRIPE_INLINE', 'STRIPE', 'PAYPAL', 'TEST'].map(
  (method) => ({
    method: method as PaymentMethodOption['method'],
    test: method === 'TEST',
  }),
);
const names = (options: PaymentMethodOption[]) => options.map((o) => o.method);

describe('methodsForTotal', () => {
  it.each([
    [0, ['ZERO_PAYMENT']],
    [1, ['PAYPAL', 'TEST']],
    [49, ['PAYPAL', 'TEST']],
    [50, ['STRIPE_INLINE', 'STRIPE', 'PAYPAL', 'TEST']],
    [12_345, ['STRIPE_INLINE', 'STRIPE', 'PAYPAL', 'TEST']],
  ])('a total of %i cents is paid with %j, the first being the default', (total, expected) => {
    expect(names(methodsForTotal(enabled, total))).toEqual(expected);
  });

  it('offers nothing for a paid total when only ZERO_PAYMENT is enabled', () => {
    expect(methodsForTotal(enabled.slice(0, 1), 500)).toEqual([]);
  });
});

describe('cardBrandOf (spec 002 §9)', () => {
  it.each([
    ['PAYPAL', undefined, 'paypal'],
    ['ONEPAY_DOMESTIC', undefined, 'onepay'],
    ['ONEPAY_INTERNATIONAL', undefined, 'onepay'],
    ['TWO_C_TWO_P', undefined, '2c2p'],
    ['TWO_C_TWO_P_MOMO', undefined, 'momo'],
    ['TWO_C_TWO_P_ZALOPAY', undefined, 'zalopay'],
    ['TWO_C_TWO_P_ZALOPAY_QR', undefined, 'zalopay'],
    ['STRIPE_INLINE', 'visa', 'visa'],
    ['STRIPE', 'MasterCard', 'mastercard'],
    ['STRIPE', 'american_express', 'amex'],
    ['STRIPE_INLINE', 'cartes_bancaires', 'card'],
    // A card provider cannot claim a wallet's logo.
    ['STRIPE_INLINE', 'paypal', 'card'],
    ['STRIPE_INLINE', undefined, null],
    ['ZERO_PAYMENT', undefined, null],
  ] as const)('%s with %s shows %s', (method, brand, expected) => {
    expect(cardBrandOf(method, brand)).toBe(expected);
  });

  it('lists the networks a card method takes beside it, a wallet its own logo', () => {
    expect(brandsOfMethod('STRIPE_INLINE')).toContain('visa');
    expect(brandsOfMethod('PAYPAL')).toEqual(['paypal']);
    expect(brandsOfMethod('ZERO_PAYMENT')).toEqual([]);
  });
});

describe('test cards', () => {
  it('knows the magic numbers however they are typed, and nothing else', () => {
    expect(findTestCard('4242 4242 4242 4242')).toMatchObject({ brand: 'visa', declineCode: null });
    expect(findTestCard('4000-0000-0000-9995')).toMatchObject({ declineCode: 'insufficient_funds' });
    expect(findTestCard('4111111111111111')).toBeNull();
    expect(findTestCard('')).toBeNull();
  });

  it('groups digits as printed on the card', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });
});
