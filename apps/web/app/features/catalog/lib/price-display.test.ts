import type { ProductPrice } from '@shop/domain/catalog';
import { describe, expect, it } from 'vitest';
import { priceDisplay, stockBadge } from './price-display.ts';

const base: ProductPrice = {
  salePrice: 4500,
  regularPrice: 4500,
  salePriceFrom: 4500,
  salePriceTo: 4500,
  regularPriceFrom: 4500,
  regularPriceTo: 4500,
  isRangePrice: false,
  isShowLowestPrice: false,
  isShowHighestPrice: false,
  isShowRegularPrice: false,
  hasDiscount: false,
};
const range = {
  ...base,
  salePriceFrom: 3000,
  salePriceTo: 9000,
  regularPriceFrom: 4000,
  regularPriceTo: 10000,
};

describe('priceDisplay', () => {
  it('shows the one price of a simple product', () => {
    expect(priceDisplay(base)).toEqual({ kind: 'single', sale: 4500, regular: null });
  });
  it('strikes the regular price through only with a discount', () => {
    expect(priceDisplay({ ...base, salePrice: 3600, hasDiscount: true })).toEqual({
      kind: 'single',
      sale: 3600,
      regular: 4500,
    });
    expect(priceDisplay({ ...base, salePrice: 3600 })).toEqual({ kind: 'single', sale: 3600, regular: null });
  });
  it('shows "From" the lowest sale price', () => {
    const from = { ...range, salePrice: 3000, regularPrice: 4000 };
    expect(
      priceDisplay({ ...from, isShowLowestPrice: true, hasDiscount: true, isShowRegularPrice: true }),
    ).toEqual({
      kind: 'from',
      sale: 3000,
      regular: 4000,
    });
  });
  it('shows "Up to" the highest sale price', () => {
    const upTo = { ...range, salePrice: 9000, regularPrice: 9000 };
    expect(priceDisplay({ ...upTo, isShowHighestPrice: true })).toEqual({
      kind: 'upTo',
      sale: 9000,
      regular: null,
    });
  });
  it('shows a range', () => {
    expect(priceDisplay({ ...range, isRangePrice: true, hasDiscount: true })).toEqual({
      kind: 'range',
      sale: [3000, 9000],
      regular: [4000, 10000],
    });
  });
  it('falls back to one price when a range has one value', () => {
    expect(priceDisplay({ ...base, isRangePrice: true })).toEqual({
      kind: 'single',
      sale: 4500,
      regular: null,
    });
  });
});

describe('stockBadge', () => {
  it('says OUT OF STOCK when no variant is left, LOW STOCK when one runs low', () => {
    expect(stockBadge({ hasInStock: false, hasLowStock: false })).toBe('outOfStock');
    expect(stockBadge({ hasInStock: true, hasLowStock: true })).toBe('lowStock');
    expect(stockBadge({ hasInStock: true, hasLowStock: false })).toBeNull();
  });
});
