import { DEFAULT_UNIT_WEIGHT_GRAMS } from '@shop/domain/shipping';

/**
 * An order's weight for the rate table. The catalogue keeps no weights yet, so every unit (a bundle's
 * members each) counts DEFAULT_UNIT_WEIGHT_GRAMS; when variants get a weight, this is the one place to read it.
 */
export function orderWeightGrams(lines: readonly { quantity: number; units?: number }[]): number {
  return lines.reduce((sum, l) => sum + l.quantity * (l.units ?? 1) * DEFAULT_UNIT_WEIGHT_GRAMS, 0);
}
