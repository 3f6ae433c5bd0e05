import type { PaymentMethod } from './methods.ts';

/**
 * Card-brand names: what an order's `cardBrand` holds and the static logo shown for it (spec 000 §3). Card
 * networks as the card providers name them, and the wallets and gateways by the names of spec 002 §9.
 */
export const CARD_BRANDS = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'jcb',
  'diners',
  'unionpay',
  'paypal',
  'onepay',
  '2c2p',
  'momo',
  'zalopay',
  /** A card whose network we do not draw. */
  'card',
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

// Spec 002 §9: "Payment method to card-brand names: paypal, onepay (domestic and international), 2c2p,
// momo, zalopay". The installment plan is OnePay's too.
const METHOD_BRANDS: Partial<Record<PaymentMethod, CardBrand>> = {
  PAYPAL: 'paypal',
  ONEPAY_DOMESTIC: 'onepay',
  ONEPAY_INTERNATIONAL: 'onepay',
  ONEPAY_INSTALLMENT: 'onepay',
  TWO_C_TWO_P: '2c2p',
  TWO_C_TWO_P_MOMO: 'momo',
  TWO_C_TWO_P_ZALOPAY: 'zalopay',
  TWO_C_TWO_P_ZALOPAY_QR: 'zalopay',
};

const isCardBrand = (value: string): value is CardBrand => (CARD_BRANDS as readonly string[]).includes(value);

/**
 * The brand an order shows: the method's own for wallets and gateways; for cards the network the provider
 * reported (Stripe's `american_express` spelling too), 'card' when it is one we do not know, null when there
 * is none (ZERO_PAYMENT, or a card payment that has not told yet).
 */
export function cardBrandOf(method: PaymentMethod, providerBrand?: string | null): CardBrand | null {
  const own = METHOD_BRANDS[method];
  if (own) return own;
  if (!providerBrand) return null;
  const brand = providerBrand.toLowerCase().replace(/[\s_-]/g, '');
  if (brand === 'americanexpress') return 'amex';
  if (brand === 'dinersclub') return 'diners';
  return isCardBrand(brand) && !Object.values(METHOD_BRANDS).includes(brand) ? brand : 'card';
}

/** The logos shown beside a method in the chooser: the networks it takes, or its own brand. */
export function brandsOfMethod(method: PaymentMethod): CardBrand[] {
  const own = METHOD_BRANDS[method];
  if (own) return [own];
  if (method === 'STRIPE' || method === 'STRIPE_INLINE')
    return ['visa', 'mastercard', 'amex', 'discover', 'jcb'];
  if (method === 'TEST') return ['visa', 'mastercard', 'amex'];
  return [];
}
