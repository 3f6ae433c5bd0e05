import { describe, expect, it } from 'vitest';
import { computeCheckoutTotals, type DiscountCoupon } from './totals.ts';

const pct = (id: string, percent: number, maxAmount: number | null = null): DiscountCoupon => ({
  id,
  type: 'PERCENTAGE',
  discountValue: percent,
  maxAmount,
});
const fixed = (id: string, cents: number, maxAmount: number | null = null): DiscountCoupon => ({
  id,
  type: 'FIXED_AMOUNT',
  discountValue: cents,
  maxAmount,
});
const ship = (id: string, maxAmount: number | null = null): DiscountCoupon => ({
  id,
  type: 'FREE_SHIPPING',
  discountValue: 0,
  maxAmount,
});
const gift = (id: string): DiscountCoupon => ({
  id,
  type: 'GIFT_PRODUCT',
  discountValue: 0,
  maxAmount: null,
});

// Spec 001 §5a, one row a case: [what, subTotal, shippingFee, coupons, per-coupon discounts, items, shipping, total]
const cases: [string, number, number, DiscountCoupon[], number[], number, number, number][] = [
  ['no coupon', 5000, 800, [], [], 0, 0, 5800],
  ['fixed $5 off', 5000, 800, [fixed('a', 500)], [500], 500, 0, 5300],
  ['fixed above the subtotal is capped at the subtotal', 300, 800, [fixed('a', 500)], [300], 300, 0, 800],
  ['fixed capped by its maxAmount', 5000, 0, [fixed('a', 2000, 1500)], [1500], 1500, 0, 3500],
  ['10% of $49.99 rounds down to whole cents', 4999, 0, [pct('a', 10)], [499], 499, 0, 4500],
  ['20% capped by maxAmount $10', 10000, 500, [pct('a', 20, 1000)], [1000], 1000, 0, 9500],
  ['100% takes the whole subtotal, shipping still paid', 4000, 700, [pct('a', 100)], [4000], 4000, 0, 700],
  ['a percentage above 100 counts as 100', 4000, 0, [pct('a', 150)], [4000], 4000, 0, 0],
  ['free shipping takes the whole fee', 5000, 800, [ship('s')], [800], 0, 800, 5000],
  ['free shipping capped by maxAmount', 5000, 1500, [ship('s', 1000)], [1000], 0, 1000, 5500],
  ['free shipping never above the fee', 5000, 300, [ship('s', 1000)], [300], 0, 300, 5000],
  ['free shipping on a zero fee gives 0', 5000, 0, [ship('s')], [0], 0, 0, 5000],
  [
    'two item coupons share the cap of the subtotal',
    1000,
    500,
    [fixed('a', 700), fixed('b', 700)],
    [700, 300],
    1000,
    0,
    500,
  ],
  [
    'item and shipping coupons together, total 0',
    500,
    800,
    [fixed('a', 900), ship('s')],
    [500, 800],
    500,
    800,
    0,
  ],
  [
    'two shipping coupons never pass the fee',
    5000,
    800,
    [ship('s', 500), ship('t', 500)],
    [500, 300],
    0,
    800,
    5000,
  ],
  ['a gift coupon takes nothing off', 5000, 800, [gift('g')], [0], 0, 0, 5800],
  ['an empty order with a coupon stays at 0', 0, 0, [fixed('a', 500), ship('s')], [0, 0], 0, 0, 0],
  ['a negative fixed value takes nothing', 5000, 0, [fixed('a', -500)], [0], 0, 0, 5000],
];

describe('computeCheckoutTotals (spec 001 §5a)', () => {
  it.each(cases)('%s', (_what, subTotal, shippingFee, coupons, amounts, items, shipping, total) => {
    const t = computeCheckoutTotals({ subTotal, shippingFee, coupons });
    expect(t.coupons.map((c) => c.discountAmount)).toEqual(amounts);
    expect(t.discountCartItems).toBe(items);
    expect(t.discountShippingFee).toBe(shipping);
    expect(t.totalDiscount).toBe(items + shipping);
    expect(t.total).toBe(total);
  });

  it('never answers a total below 0 nor a discount above what was to pay, whatever the coupons', () => {
    for (let i = 0; i < 500; i++) {
      const subTotal = (i * 7919) % 20000;
      const shippingFee = (i * 104729) % 3000;
      const coupons = [
        fixed('a', (i * 31) % 9000),
        pct('b', i % 120, i % 3 ? null : 700),
        ship('c', i % 2 ? 400 : null),
      ];
      const t = computeCheckoutTotals({ subTotal, shippingFee, coupons });
      expect(t.total).toBeGreaterThanOrEqual(0);
      expect(t.discountCartItems).toBeLessThanOrEqual(subTotal);
      expect(t.discountShippingFee).toBeLessThanOrEqual(shippingFee);
      expect(t.total).toBe(subTotal + shippingFee - t.totalDiscount);
      for (const c of t.coupons) expect(Number.isInteger(c.discountAmount)).toBe(true);
    }
  });
});
