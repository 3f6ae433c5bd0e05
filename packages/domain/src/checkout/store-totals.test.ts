import { describe, expect, it } from 'vitest';
import { computeCheckoutTotals } from '../coupons/totals.ts';
import { storeLineSums, storeTotals } from './store-totals.ts';

/** The one per-store sum of the checkout's guard and of placing the order. */
describe('store totals', () => {
  it('sums the lines and weighs a bundle by its members', () => {
    const lines = [
      { quantity: 2, lineTotal: 4_000, isBundle: false, variantIds: [] },
      { quantity: 1, lineTotal: 9_000, isBundle: true, variantIds: ['a', 'b', 'c'] },
    ];
    expect(storeLineSums(lines)).toEqual({
      subTotal: 13_000,
      totalItems: 3,
      weighed: [
        { quantity: 2, units: 1 },
        { quantity: 1, units: 3 },
      ],
    });
  });

  it.each([
    [
      'no coupon',
      { subTotal: 13_000, shippingFee: 500 },
      { totalDiscount: 0, discountShippingFee: 0, total: 13_500 },
    ],
    [
      'coupons computed',
      {
        subTotal: 13_000,
        shippingFee: 500,
        computed: computeCheckoutTotals({
          subTotal: 13_000,
          shippingFee: 500,
          coupons: [
            { id: 'c1', type: 'FIXED_AMOUNT', discountValue: 1_000, maxAmount: null },
            { id: 'c2', type: 'FREE_SHIPPING', discountValue: 0, maxAmount: null },
          ],
        }),
      },
      { totalDiscount: 1_000, discountShippingFee: 500, total: 12_000 },
    ],
  ])('%s', (_, input, expected) => {
    expect(storeTotals(input)).toEqual({ subTotal: 13_000, shippingFee: 500, ...expected });
  });
});
