import type { CardBrand } from './card-brands.ts';

/**
 * The magic values of the built-in TEST method (never in production): the card numbers of Stripe's test
 * mode, so that a developer who knows one knows the other. Only these numbers are taken: anything else is
 * declined as `incorrect_number`, so a real card number is never accepted by a method that moves no money.
 */
export interface TestCard {
  number: string;
  brand: CardBrand;
  /** null: paid; otherwise the decline code the payment fails with. */
  declineCode: 'card_declined' | 'insufficient_funds' | 'expired_card' | null;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', declineCode: null },
  { number: '5555555555554444', brand: 'mastercard', declineCode: null },
  { number: '378282246310005', brand: 'amex', declineCode: null },
  { number: '4000000000000002', brand: 'visa', declineCode: 'card_declined' },
  { number: '4000000000009995', brand: 'visa', declineCode: 'insufficient_funds' },
  { number: '4000000000000069', brand: 'visa', declineCode: 'expired_card' },
];

/** The card the test form prefills: paid with Visa. */
export const DEFAULT_TEST_CARD = '4242424242424242';

/** Spaces and dashes as people type them are ignored. */
export const normaliseCardNumber = (typed: string) => typed.replace(/[\s-]/g, '');

/** The test card a typed number is, or null (declined as `incorrect_number`). */
export function findTestCard(typed: string): TestCard | null {
  const number = normaliseCardNumber(typed);
  return TEST_CARDS.find((c) => c.number === number) ?? null;
}

/** "4242 4242 4242 4242" (Amex: 4-6-5). */
export function formatCardNumber(number: string): string {
  const digits = normaliseCardNumber(number);
  if (/^3[47]/.test(digits))
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean).join(' ');
  return digits.replace(/(.{4})(?=.)/g, '$1 ');
}
