import type { Cents } from '../shared/money.ts';
import type { CouponInvalidReason, CouponType, RedeemMethod, RedemptionState } from './constants.ts';

const ms = (d: Date | string | null | undefined) => (d == null ? null : new Date(d).getTime());

/** What the checkout rules need of one coupon and of the shopper's use of it. */
export interface CouponUseFacts {
  type: CouponType;
  /** null: any store. */
  storeId: string | null;
  startDate: Date | string | null;
  endDate: Date | string | null;
  minimumOrderValue: Cents;
  firstOrderOnly: boolean;
  /** Uses allowed in all (null: unlimited) and by one shopper; and how many are counted now. */
  limitPerCoupon: number | null;
  limitPerUser: number | null;
  totalUsed: number;
  totalUsedByUser: number;
  /** A coupon from the shopper's wallet (redeemed or granted): its own expiry and whether it was used. */
  wallet?: { expiresAt: Date | string | null; used: boolean } | null;
}

export interface CouponUseContext {
  now: Date;
  storeId: string;
  subTotal: Cents;
  /** The shopper has no order yet (not cancelled or expired); for first-order coupons. */
  isFirstOrder: boolean;
}

/**
 * Why a coupon cannot be used on this order (spec 001 §8: "Coupon invalid or expired"), or null when it can.
 * Limits are counted uses: checkout's claim re-checks them with conditional updates.
 */
export function couponUseProblem(c: CouponUseFacts, at: CouponUseContext): CouponInvalidReason | null {
  const now = at.now.getTime();
  const start = ms(c.startDate);
  const end = ms(c.wallet ? c.wallet.expiresAt : c.endDate);
  if (!c.wallet && start !== null && now < start) return 'NOT_STARTED';
  if (end !== null && now > end) return 'EXPIRED';
  if (c.wallet?.used) return 'ALREADY_USED';
  if (c.storeId !== null && c.storeId !== at.storeId) return 'OTHER_STORE';
  if (at.subTotal < c.minimumOrderValue) return 'MINIMUM_ORDER';
  if (c.firstOrderOnly && !at.isFirstOrder) return 'FIRST_ORDER_ONLY';
  if (!c.wallet) {
    if (c.limitPerCoupon !== null && c.totalUsed >= c.limitPerCoupon) return 'USED_UP';
    if (c.limitPerUser !== null && c.totalUsedByUser >= c.limitPerUser) return 'USED_UP_BY_USER';
  }
  return null;
}

/**
 * Coupons that cannot be combined (spec 002 §3 canCombine): a coupon with canCombine false is used alone, and
 * at most one coupon of each kind (items, shipping) applies. Answers the reason for each coupon, in order;
 * the first valid ones win.
 */
export function combineProblems(
  coupons: readonly { canCombine: boolean; isShipping: boolean; problem: CouponInvalidReason | null }[],
): (CouponInvalidReason | null)[] {
  const taken: { canCombine: boolean; isShipping: boolean }[] = [];
  return coupons.map((c) => {
    if (c.problem) return c.problem;
    const clash = taken.some((t) => !t.canCombine || !c.canCombine || t.isShipping === c.isShipping);
    if (clash) return 'NOT_COMBINABLE';
    taken.push(c);
    return null;
  });
}

/** What the redemption state needs of a coupon offered on the membership page. */
export interface RedeemFacts {
  redeemMethod: RedeemMethod;
  startDate: Date | string | null;
  endDate: Date | string | null;
  requiredStars: number;
  /** The lowest rank (ranking level) that may redeem it; 0: every member. */
  minRanking: number;
  limitPerCoupon: number | null;
  limitPerUser: number | null;
  totalRedeemed: number;
  totalRedeemedByUser: number;
}

/** The shopper asking; null for a visitor. `gold` is the spendable balance. */
export interface Redeemer {
  ranking: number;
  gold: number;
}

/**
 * Spec 002 §3 / §5: a coupon's redemption state for one shopper. Outside its dates (not started or ended) it
 * is EXPIRED; the shopper's own limit is told before the coupon's (000 §4 shows REDEEMED rather than FULLY
 * REDEEMED or NOT ENOUGH GOLD to a shopper who already has it); coupons the shop grants (SYSTEM_TRIGGER_RULE)
 * and visitors are NOT_AUTHORIZED.
 */
export function redemptionState(c: RedeemFacts, who: Redeemer | null, now: Date): RedemptionState {
  const at = now.getTime();
  const start = ms(c.startDate);
  const end = ms(c.endDate);
  if ((start !== null && at < start) || (end !== null && at > end)) return 'INVALID_COUPON_EXPIRED';
  if (c.limitPerUser !== null && c.totalRedeemedByUser >= c.limitPerUser) {
    return 'INVALID_COUPON_MAX_REDEEMED_PER_USER';
  }
  if (c.limitPerCoupon !== null && c.totalRedeemed >= c.limitPerCoupon) return 'INVALID_COUPON_MAX_REDEEMED';
  if (who === null || c.redeemMethod === 'SYSTEM_TRIGGER_RULE' || c.redeemMethod === 'NONE') {
    return 'INVALID_COUPON_NOT_AUTHORIZED';
  }
  if (who.ranking < c.minRanking) return 'INVALID_COUPON_NOT_SUPPORTED_RANK';
  const cost = c.redeemMethod === 'FREE' ? 0 : c.requiredStars;
  if (who.gold < cost) return 'INVALID_COUPON_NOT_ENOUGH_REQUIRED_STARS';
  return 'COUPON_REDEEMABLE';
}

/** What redeeming costs: free coupons need 0 gold (spec 002 §3). */
export const redeemCost = (c: Pick<RedeemFacts, 'redeemMethod' | 'requiredStars'>) =>
  c.redeemMethod === 'FREE' ? 0 : c.requiredStars;

/**
 * When a coupon taken into the wallet stops being usable: `usageDays` after it was taken (spec 002 §3; the
 * coupon's end date closes redeeming, not using what was redeemed); without usage days, the coupon's end
 * (null: never).
 */
export function walletExpiry(
  c: { usageDays: number | null; endDate: Date | string | null },
  takenAt: Date,
): Date | null {
  const end = ms(c.endDate);
  if (c.usageDays === null || c.usageDays <= 0) return end === null ? null : new Date(end);
  return new Date(takenAt.getTime() + c.usageDays * 86_400_000);
}
