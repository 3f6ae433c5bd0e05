import type { Cents } from '../shared/money.ts';
import type { BundleDiscountType } from './constants.ts';

/** What a bundle takes off: whole percent for PERCENTAGE, cents for SET_AMOUNT (spec 000 §9). */
export interface BundleDiscount {
  discountType: BundleDiscountType;
  discountValue: number;
}

export interface BundlePrice {
  /** The chosen items' regular prices added up, times the quantity. */
  regularPrice: Cents;
  /** What the shopper pays for the bundle(s); never below 0. */
  salePrice: Cents;
  /** regularPrice - salePrice. */
  discount: Cents;
}

/**
 * Spec 000 §9 "Bundle price": a percentage off the chosen items' regular price, or a fixed amount off, never
 * below 0. The discount applies to one bundle (rounded to the cent) and the result is multiplied by the
 * quantity, so two bundles cost exactly twice one. NONE and NO_LIMIT take nothing off.
 */
export function bundlePrice(
  discount: BundleDiscount,
  chosenRegularPrices: readonly Cents[],
  quantity = 1,
): BundlePrice {
  const qty = Math.max(0, Math.floor(quantity));
  const one = chosenRegularPrices.reduce((sum, p) => sum + Math.max(0, p), 0);
  const value = Math.max(0, discount.discountValue);
  let off = 0;
  if (discount.discountType === 'PERCENTAGE') off = Math.round((one * Math.min(100, value)) / 100);
  else if (discount.discountType === 'SET_AMOUNT') off = value;
  const sale = Math.max(0, one - off);
  return { regularPrice: one * qty, salePrice: sale * qty, discount: (one - sale) * qty };
}
