import type { Cents } from '../shared/money.ts';
import type { CouponType } from './constants.ts';

/** What the totals need of one applied coupon (already found valid for this order). */
export interface DiscountCoupon {
  id: string;
  type: CouponType;
  /** PERCENTAGE: whole percent (1-100); FIXED_AMOUNT: cents; other types: unused. */
  discountValue: number;
  /** The most this coupon takes off, in cents; null: no cap. */
  maxAmount: Cents | null;
}

export interface AppliedDiscount {
  id: string;
  discountAmount: Cents;
  isShipping: boolean;
}

export interface CheckoutTotals {
  subTotal: Cents;
  shippingFee: Cents;
  /** Taken off the items (never more than the subtotal). */
  discountCartItems: Cents;
  /** Taken off the shipping fee (never more than the fee). */
  discountShippingFee: Cents;
  totalDiscount: Cents;
  total: Cents;
  coupons: AppliedDiscount[];
}

export const isShippingCoupon = (type: CouponType) => type === 'FREE_SHIPPING';

const cap = (amount: number, max: Cents | null) => (max === null ? amount : Math.min(amount, max));

/** What a coupon would take off on its own, before the caps of the order as a whole. */
function rawDiscount(c: DiscountCoupon, subTotal: Cents, shippingFee: Cents): Cents {
  switch (c.type) {
    case 'PERCENTAGE':
      // Whole cents, rounded down: a percentage never takes off more than it says.
      return cap(Math.floor((subTotal * Math.min(Math.max(c.discountValue, 0), 100)) / 100), c.maxAmount);
    case 'FIXED_AMOUNT':
      return cap(Math.max(c.discountValue, 0), c.maxAmount);
    case 'FREE_SHIPPING':
      // Spec 001 §5a: the smaller of maxAmount and the shipping fee.
      return cap(shippingFee, c.maxAmount);
    default:
      // NONE, GIFT_PRODUCT (its line is already at 0) and STAR take nothing off the price.
      return 0;
  }
}

/**
 * The totals of one store's order (spec 001 §5a), in integer cents, used by the server when it places an
 * order and by the browser when it shows the summary: coupons apply in the order given; the item discounts
 * together are capped at the subtotal, the shipping discounts at the shipping fee; the total is never below 0.
 * Each coupon's `discountAmount` is what it actually took off after those caps.
 */
export function computeCheckoutTotals(input: {
  subTotal: Cents;
  shippingFee: Cents;
  coupons: readonly DiscountCoupon[];
}): CheckoutTotals {
  const subTotal = Math.max(0, Math.trunc(input.subTotal));
  const shippingFee = Math.max(0, Math.trunc(input.shippingFee));
  let itemsLeft = subTotal;
  let shippingLeft = shippingFee;
  const coupons = input.coupons.map((c): AppliedDiscount => {
    const isShipping = isShippingCoupon(c.type);
    const wanted = Math.trunc(rawDiscount(c, subTotal, shippingFee));
    const taken = Math.min(wanted, isShipping ? shippingLeft : itemsLeft);
    if (isShipping) shippingLeft -= taken;
    else itemsLeft -= taken;
    return { id: c.id, discountAmount: taken, isShipping };
  });
  const discountCartItems = subTotal - itemsLeft;
  const discountShippingFee = shippingFee - shippingLeft;
  const totalDiscount = discountCartItems + discountShippingFee;
  return {
    subTotal,
    shippingFee,
    discountCartItems,
    discountShippingFee,
    totalDiscount,
    total: Math.max(0, subTotal + shippingFee - totalDiscount),
    coupons,
  };
}
