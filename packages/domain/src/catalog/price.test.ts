import { describe, expect, it } from 'vitest';
import { effectivePrice, isSaleOn, nextSaleChange, priceSummary, type VariantPrice } from './price.ts';

const now = new Date('2026-05-10T12:00:00Z');
const day = 86_400_000;
const plain = (regularPrice: number): VariantPrice => ({
  regularPrice,
  salePrice: null,
  saleStart: null,
  saleEnd: null,
});
const onSale = (regularPrice: number, salePrice: number): VariantPrice => ({
  regularPrice,
  salePrice,
  saleStart: new Date(now.getTime() - day),
  saleEnd: new Date(now.getTime() + day),
});

describe('isSaleOn', () => {
  it('is on when start <= now <= end, bounds included', () => {
    const v = { regularPrice: 1000, salePrice: 800, saleStart: now, saleEnd: now };
    expect(isSaleOn(v, now)).toBe(true);
    expect(isSaleOn(v, now.getTime() - 1)).toBe(false);
    expect(isSaleOn(v, now.getTime() + 1)).toBe(false);
  });

  it('needs a sale price; an open bound does not limit', () => {
    expect(isSaleOn(plain(1000), now)).toBe(false);
    expect(isSaleOn({ regularPrice: 1000, salePrice: 800, saleStart: null, saleEnd: null }, now)).toBe(true);
    expect(
      isSaleOn({ regularPrice: 1000, salePrice: 800, saleStart: null, saleEnd: '2026-01-01' }, now),
    ).toBe(false);
  });

  it('effectivePrice falls back to the regular price outside the schedule', () => {
    const scheduled = { ...onSale(1000, 700), saleStart: new Date(now.getTime() + day) };
    expect(effectivePrice(scheduled, now)).toBe(1000);
    expect(effectivePrice(onSale(1000, 700), now)).toBe(700);
  });
});

describe('priceSummary', () => {
  it('is all zero without variants', () => {
    expect(priceSummary([], 'RANGE', now)).toMatchObject({
      salePrice: 0,
      regularPrice: 0,
      hasDiscount: false,
    });
  });

  it('shows one plain price when every variant costs the same', () => {
    const p = priceSummary([plain(4500), plain(4500)], 'RANGE', now);
    expect(p).toMatchObject({
      salePrice: 4500,
      regularPrice: 4500,
      isRangePrice: false,
      isShowLowestPrice: false,
      isShowHighestPrice: false,
      isShowRegularPrice: false,
      hasDiscount: false,
    });
  });

  it('LOWEST_PRICE shows the cheapest variant and flags it', () => {
    const p = priceSummary([plain(9000), onSale(12000, 8500), plain(15000)], 'LOWEST_PRICE', now);
    expect(p).toMatchObject({
      salePrice: 8500,
      regularPrice: 12000,
      salePriceFrom: 8500,
      salePriceTo: 15000,
      regularPriceFrom: 9000,
      regularPriceTo: 15000,
      isShowLowestPrice: true,
      isShowHighestPrice: false,
      isRangePrice: false,
      isShowRegularPrice: true,
      hasDiscount: true,
    });
  });

  it('HIGHEST_PRICE shows the dearest variant', () => {
    const p = priceSummary([plain(9000), onSale(12000, 8500), plain(15000)], 'HIGHEST_PRICE', now);
    expect(p).toMatchObject({ salePrice: 15000, regularPrice: 15000, isShowHighestPrice: true });
    expect(p.isShowRegularPrice).toBe(false);
    expect(p.hasDiscount).toBe(true);
  });

  it('RANGE shows from-to bounds', () => {
    const p = priceSummary([plain(6000), plain(9000)], 'RANGE', now);
    expect(p).toMatchObject({
      salePrice: 6000,
      regularPrice: 6000,
      salePriceFrom: 6000,
      salePriceTo: 9000,
      isRangePrice: true,
      isShowRegularPrice: false,
    });
    const sale = priceSummary([onSale(6000, 5000), onSale(9000, 7000)], 'RANGE', now);
    expect(sale).toMatchObject({ salePriceFrom: 5000, salePriceTo: 7000, regularPriceFrom: 6000 });
    expect(sale.isShowRegularPrice).toBe(true);
  });

  it('ignores a sale that has ended', () => {
    const ended = { ...onSale(5000, 4000), saleEnd: new Date(now.getTime() - 1) };
    const p = priceSummary([ended], 'LOWEST_PRICE', now);
    expect(p).toMatchObject({ salePrice: 5000, regularPrice: 5000, hasDiscount: false });
  });
});

describe('nextSaleChange', () => {
  it('is the start, then one millisecond after the inclusive end', () => {
    const v = onSale(1000, 800);
    const start = new Date(v.saleStart!).getTime();
    const end = new Date(v.saleEnd!).getTime();
    expect(nextSaleChange(v, start - 5)).toBe(start);
    expect(nextSaleChange(v, now)).toBe(end + 1);
    expect(isSaleOn(v, end)).toBe(true);
    expect(isSaleOn(v, end + 1)).toBe(false);
    expect(nextSaleChange(v, end + 1)).toBeNull();
    expect(nextSaleChange(plain(1000), now)).toBeNull();
  });
});
