/** Stock levels as cards and cart lines label them (spec 000 §4): IN STOCK, N IN STOCK (low), OUT OF STOCK. */
export type StockLevel = 'IN_STOCK' | 'LOW_STOCK' | 'OUT_OF_STOCK';

export interface VariantStock {
  available: number;
  lowStockValue: number;
}

export function stockLevel(v: VariantStock): StockLevel {
  if (v.available <= 0) return 'OUT_OF_STOCK';
  if (v.available <= v.lowStockValue) return 'LOW_STOCK';
  return 'IN_STOCK';
}

/**
 * Card flags over a product's variants: each says whether ANY variant is at that level, so a card can show
 * "SOLD OUT" when hasInStock is false and a low-stock hint when one colourway is running out.
 */
export function stockSummary(variants: readonly VariantStock[]) {
  const levels = variants.map(stockLevel);
  return {
    hasInStock: levels.some((l) => l !== 'OUT_OF_STOCK'),
    hasLowStock: levels.includes('LOW_STOCK'),
    hasOutOfStock: levels.includes('OUT_OF_STOCK'),
  };
}

/** The stock warnings of spec 000 §8, as a variant's inventory reports them. */
export const STOCK_WARNINGS = ['LOW_STOCK_WARN', 'OUT_OF_STOCK_ERROR'] as const;
export type StockWarning = (typeof STOCK_WARNINGS)[number];

export function stockWarning(v: VariantStock): StockWarning | null {
  const level = stockLevel(v);
  if (level === 'OUT_OF_STOCK') return 'OUT_OF_STOCK_ERROR';
  return level === 'LOW_STOCK' ? 'LOW_STOCK_WARN' : null;
}

/**
 * How many whole bundles the members can still make: a bundle takes `size` different variants, one of each,
 * so it is the `size`-th largest available count (0 when fewer members than that are in stock). A bundle with
 * 0 is the "out of stock" offer that sorts last.
 */
export function bundleStock(available: readonly number[], size: number): number {
  if (size < 1) return 0;
  const sorted = available.map((n) => Math.max(0, n)).sort((a, b) => b - a);
  return sorted[size - 1] ?? 0;
}
