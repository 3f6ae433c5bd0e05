import type { CartLine } from '../cart/schemas.ts';
import { type CheckoutTotals as CouponTotals, computeCheckoutTotals } from '../coupons/totals.ts';
import type { OrderTotals } from '../orders/schemas.ts';

/**
 * One store's part of a checkout, as the checkout's guard shows it and the order is placed (the same sums
 * on both sides, so what the shopper saw is what the order charges unless the cart or a coupon changed):
 * the subtotal of its lines, its items, and the units the rate table weighs (a bundle's members each).
 */
export function storeLineSums(
  lines: readonly Pick<CartLine, 'quantity' | 'lineTotal' | 'isBundle' | 'variantIds'>[],
): {
  subTotal: number;
  totalItems: number;
  weighed: { quantity: number; units: number }[];
} {
  return {
    subTotal: lines.reduce((s, l) => s + l.lineTotal, 0),
    totalItems: lines.reduce((s, l) => s + l.quantity, 0),
    weighed: lines.map((l) => ({
      quantity: l.quantity,
      units: l.isBundle ? Math.max(1, l.variantIds.length) : 1,
    })),
  };
}

/**
 * One store's totals (spec 001 §5a) in the orders' shape: from the coupons' sums when coupons were chosen
 * (`computed`, the coupons module's `computeCheckoutTotals` through its checks), else with no coupon.
 */
export function storeTotals(input: {
  subTotal: number;
  shippingFee: number;
  computed?: CouponTotals;
}): OrderTotals {
  const t =
    input.computed ??
    computeCheckoutTotals({ subTotal: input.subTotal, shippingFee: input.shippingFee, coupons: [] });
  return {
    subTotal: t.subTotal,
    totalDiscount: t.discountCartItems,
    shippingFee: t.shippingFee,
    discountShippingFee: t.discountShippingFee,
    total: t.total,
  };
}
