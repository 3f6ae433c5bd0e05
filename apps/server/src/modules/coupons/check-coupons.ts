import {
  type CheckedCoupon,
  type CheckoutTotals,
  type CouponInvalidReason,
  type CouponType,
  combineProblems,
  computeCheckoutTotals,
  couponUseProblem,
  isShippingCoupon,
} from '@shop/domain/coupons';
import type { Db } from '../../db/client.ts';
import { type FoundCoupon, findCoupons } from './repository.ts';

export interface CheckCouponsInput {
  userId: string;
  storeId: string;
  /** The store's items in cents (after bundle prices, gift lines at 0). */
  subTotal: number;
  shippingFee: number;
  /** Codes typed by hand and/or ids from the usable list (a wallet copy's id or a public coupon's id). */
  codes?: readonly string[];
  couponIds?: readonly string[];
  now: Date;
  /** The shopper has no order yet (for first-order coupons such as the new-member $5); default true. */
  isFirstOrder?: boolean;
}

export interface CheckCouponsResult {
  /** One answer per code or id asked, in the order asked (codes first). */
  coupons: CheckedCoupon[];
  /** Totals of spec 001 §5a with the valid coupons only. */
  totals: CheckoutTotals;
}

const invalid = (code: string, reason: CouponInvalidReason, found?: FoundCoupon): CheckedCoupon => ({
  id: found ? (found.wallet?.id ?? found.coupon.id) : null,
  code: found?.wallet?.code ?? found?.coupon.code ?? code,
  storeId: found?.coupon.storeId ?? null,
  type: (found?.coupon.type as CouponType | undefined) ?? null,
  discountAmount: 0,
  maxAmount: found?.coupon.maxAmount ?? null,
  isShipping: found ? isShippingCoupon(found.coupon.type) : false,
  invalid: true,
  reason,
});

/**
 * Checks coupons for one shopper's order in one store and answers each one's discount (spec 001 §5a, §7
 * "front/coupons"), or why it is invalid. Reads only: `claimCouponUses` counts the uses when the order is
 * placed, in the order's transaction. Called by POST /coupons/check and by the orders module.
 */
export async function checkCoupons(db: Db, input: CheckCouponsInput): Promise<CheckCouponsResult> {
  const keys = [...(input.codes ?? []), ...(input.couponIds ?? [])];
  const found = await findCoupons(db, input.userId, { codes: input.codes, ids: input.couponIds });
  const seen = new Set<string>();
  const looked = keys.map((key) => {
    const hit = found.get(key) ?? found.get(key.toUpperCase());
    const self = hit ? (hit.wallet?.id ?? hit.coupon.id) : null;
    // The same coupon asked twice (by code and by id) counts once.
    const repeated = self !== null && seen.has(self);
    if (self) seen.add(self);
    const problem: CouponInvalidReason | null = !hit
      ? 'UNKNOWN'
      : repeated
        ? 'NOT_COMBINABLE'
        : couponUseProblem(
            {
              ...hit.coupon,
              totalUsedByUser: hit.usedByUser,
              wallet: hit.wallet
                ? { expiresAt: hit.wallet.expiresAt, used: hit.wallet.usedOrderId !== null }
                : null,
            },
            {
              now: input.now,
              storeId: input.storeId,
              subTotal: input.subTotal,
              isFirstOrder: input.isFirstOrder ?? true,
            },
          );
    return { key, hit, problem };
  });
  const problems = combineProblems(
    looked.map((l) => ({
      canCombine: l.hit?.coupon.canCombine ?? true,
      isShipping: l.hit ? isShippingCoupon(l.hit.coupon.type) : false,
      problem: l.problem,
    })),
  );
  const valid = looked.flatMap((l, i) =>
    problems[i] === null && l.hit ? [{ ...l, id: l.hit.wallet?.id ?? l.hit.coupon.id }] : [],
  );
  const totals = computeCheckoutTotals({
    subTotal: input.subTotal,
    shippingFee: input.shippingFee,
    coupons: valid.map((v) => ({
      id: v.id,
      type: v.hit!.coupon.type as CouponType,
      discountValue: v.hit!.coupon.discountValue,
      maxAmount: v.hit!.coupon.maxAmount,
    })),
  });
  const amounts = new Map(totals.coupons.map((c) => [c.id, c.discountAmount]));
  const coupons = looked.map((l, i): CheckedCoupon => {
    const problem = problems[i];
    if (problem || !l.hit) return invalid(l.key, problem ?? 'UNKNOWN', l.hit);
    const id = l.hit.wallet?.id ?? l.hit.coupon.id;
    return {
      ...invalid(l.key, 'UNKNOWN', l.hit),
      discountAmount: amounts.get(id) ?? 0,
      invalid: false,
      reason: null,
      id,
    };
  });
  return { coupons, totals };
}
