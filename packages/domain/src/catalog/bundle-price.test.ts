import { describe, expect, it } from 'vitest';
import { bundlePrice } from './bundle-price.ts';

describe('bundlePrice', () => {
  it('takes a percentage of the chosen items regular price', () => {
    expect(bundlePrice({ discountType: 'PERCENTAGE', discountValue: 15 }, [4500, 1200, 2800])).toEqual({
      regularPrice: 8500,
      salePrice: 7225,
      discount: 1275,
    });
  });

  it('rounds a percentage to the cent, per bundle', () => {
    // 10% of 999 is 99.9 cents: 100 off.
    expect(bundlePrice({ discountType: 'PERCENTAGE', discountValue: 10 }, [999]).salePrice).toBe(899);
    expect(bundlePrice({ discountType: 'PERCENTAGE', discountValue: 10 }, [999], 3)).toEqual({
      regularPrice: 2997,
      salePrice: 2697,
      discount: 300,
    });
  });

  it('takes a fixed amount off, never below 0', () => {
    expect(bundlePrice({ discountType: 'SET_AMOUNT', discountValue: 2500 }, [18000, 3800]).salePrice).toBe(
      19300,
    );
    expect(bundlePrice({ discountType: 'SET_AMOUNT', discountValue: 5000 }, [1000, 1500])).toEqual({
      regularPrice: 2500,
      salePrice: 0,
      discount: 2500,
    });
  });

  it('caps a percentage at 100 and ignores negative values', () => {
    expect(bundlePrice({ discountType: 'PERCENTAGE', discountValue: 150 }, [1000]).salePrice).toBe(0);
    expect(bundlePrice({ discountType: 'PERCENTAGE', discountValue: -20 }, [1000]).salePrice).toBe(1000);
    expect(bundlePrice({ discountType: 'SET_AMOUNT', discountValue: -20 }, [1000]).salePrice).toBe(1000);
  });

  it('takes nothing off for NONE and NO_LIMIT', () => {
    for (const discountType of ['NONE', 'NO_LIMIT'] as const) {
      expect(bundlePrice({ discountType, discountValue: 30 }, [1000, 2000]).salePrice).toBe(3000);
    }
  });

  it('multiplies by the quantity; nothing chosen costs nothing', () => {
    expect(bundlePrice({ discountType: 'SET_AMOUNT', discountValue: 500 }, [2000], 2)).toEqual({
      regularPrice: 4000,
      salePrice: 3000,
      discount: 1000,
    });
    expect(bundlePrice({ discountType: 'PERCENTAGE', discountValue: 10 }, [])).toEqual({
      regularPrice: 0,
      salePrice: 0,
      discount: 0,
    });
    expect(bundlePrice({ discountType: 'PERCENTAGE', discountValue: 10 }, [1000], 0).salePrice).toBe(0);
  });
});
