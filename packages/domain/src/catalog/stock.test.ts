import { describe, expect, it } from 'vitest';
import { bundleStock, stockLevel, stockSummary, stockWarning } from './stock.ts';

describe('stock', () => {
  it('labels a variant by its available count', () => {
    expect(stockLevel({ available: 0, lowStockValue: 5 })).toBe('OUT_OF_STOCK');
    expect(stockLevel({ available: 5, lowStockValue: 5 })).toBe('LOW_STOCK');
    expect(stockLevel({ available: 6, lowStockValue: 5 })).toBe('IN_STOCK');
  });

  it('summarises variants with "any" flags', () => {
    expect(stockSummary([{ available: 0, lowStockValue: 3 }])).toEqual({
      hasInStock: false,
      hasLowStock: false,
      hasOutOfStock: true,
    });
    expect(
      stockSummary([
        { available: 2, lowStockValue: 3 },
        { available: 40, lowStockValue: 3 },
      ]),
    ).toEqual({ hasInStock: true, hasLowStock: true, hasOutOfStock: false });
    expect(stockSummary([])).toEqual({ hasInStock: false, hasLowStock: false, hasOutOfStock: false });
  });
});

describe('stockWarning and bundleStock', () => {
  it('warns for low and missing stock only', () => {
    expect(stockWarning({ available: 0, lowStockValue: 3 })).toBe('OUT_OF_STOCK_ERROR');
    expect(stockWarning({ available: 3, lowStockValue: 3 })).toBe('LOW_STOCK_WARN');
    expect(stockWarning({ available: 4, lowStockValue: 3 })).toBeNull();
  });

  it('counts whole bundles of different variants', () => {
    expect(bundleStock([10, 2, 7], 2)).toBe(7);
    expect(bundleStock([10, 2, 7], 3)).toBe(2);
    expect(bundleStock([10, 0, 7], 3)).toBe(0);
    expect(bundleStock([10], 2)).toBe(0);
    expect(bundleStock([5, -1], 1)).toBe(5);
    expect(bundleStock([5], 0)).toBe(0);
  });
});
