import { DEFAULT_STOCK, MAX_CART_QUANTITY } from './constants.ts';

/**
 * Cart quantity rules of spec 000 §4-§5, 001 §4.9 and 002 §4-§5, shared by the server (which enforces them
 * whatever a client sends) and the browser (which says why before it asks).
 *
 * `stockRemain` is what this line may still take: the variant's available stock minus what the cart's other
 * lines (bundles included) already hold. Unknown stock counts as DEFAULT_STOCK.
 */
export function maxQuantity(stockRemain: number | null | undefined): number {
  const stock =
    stockRemain === null || stockRemain === undefined || !Number.isFinite(stockRemain)
      ? DEFAULT_STOCK
      : Math.floor(stockRemain);
  return Math.max(0, Math.min(MAX_CART_QUANTITY, stock));
}

/**
 * Why a quantity cannot be had, in the spec's words (000 §5): "Invalid quantity" (not a whole number above
 * 0), "Only N item(s) in stock" (more than the stock, when the stock is under the cap) or "Reach the maximum
 * of available item" (more than 99, or more than is left when nothing more is left). "Out of stock" when
 * there is none at all.
 */
export type QuantityProblem =
  | { kind: 'invalid' }
  | { kind: 'outOfStock' }
  | { kind: 'onlyInStock'; count: number }
  | { kind: 'reachMax'; max: number };

export function quantityProblem(
  quantity: unknown,
  stockRemain: number | null | undefined,
  /** The variant's own stock, when the line's share of it is smaller (other lines hold the rest). */
  available: number | null = null,
): QuantityProblem | null {
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity <= 0)
    return { kind: 'invalid' };
  const max = maxQuantity(stockRemain);
  if (quantity <= max) return null;
  if (max === 0) return (available ?? 0) > 0 ? { kind: 'reachMax', max } : { kind: 'outOfStock' };
  return max < MAX_CART_QUANTITY ? { kind: 'onlyInStock', count: max } : { kind: 'reachMax', max };
}

/** Spec 001 §4.9: the plus button works only below what is left. */
export function canIncrease(quantity: number, stockRemain: number | null | undefined): boolean {
  return quantity < maxQuantity(stockRemain);
}

/** Spec 002 §4 line flag: invalid when quantity <= 0 or above min(99, stock remaining). */
export function isInvalidQuantity(quantity: number, stockRemain: number | null | undefined): boolean {
  return quantityProblem(quantity, stockRemain) !== null;
}

/**
 * A quantity typed into the field, as the field keeps it: digits only, never above 99 (a longer number is
 * cut), '' while empty. Blurring an empty or zero field removes the line (spec 000 §4).
 */
export function typedQuantity(text: string): number | null {
  const digits = text.replace(/\D+/g, '').slice(0, 2);
  return digits === '' ? null : Number(digits);
}

/**
 * Merging on login (spec 002 §4): the same variant adds up, capped by the rules. Answers how many of
 * `wanted` fit beside `held` (already in the cart) under the line's cap; 0 when none do.
 */
export function mergeableQuantity(
  held: number,
  wanted: number,
  stockRemain: number | null | undefined,
): number {
  const room = maxQuantity(stockRemain) - Math.max(0, held);
  return Math.max(0, Math.min(Math.max(0, Math.floor(wanted)), room));
}
