/** Spec 002 §3: what a coupon does. */
export const COUPON_TYPES = [
  'NONE',
  'FREE_SHIPPING',
  'GIFT_PRODUCT',
  'PERCENTAGE',
  'FIXED_AMOUNT',
  'STAR',
] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/**
 * Spec 002 §3: how a shopper gets the coupon. NONE: a public code typed at checkout; FREE and STAR_EXCHANGE:
 * redeemed on the membership page (for 0 or `requiredStars` gold); SYSTEM_TRIGGER_RULE: granted by the shop
 * (the new-member $5), never redeemed by hand.
 */
export const REDEEM_METHODS = ['NONE', 'FREE', 'STAR_EXCHANGE', 'SYSTEM_TRIGGER_RULE'] as const;
export type RedeemMethod = (typeof REDEEM_METHODS)[number];

/** Spec 002 §3: the seven redemption states, computed by the server per shopper. */
export const REDEMPTION_STATES = [
  'COUPON_REDEEMABLE',
  'INVALID_COUPON_EXPIRED',
  'INVALID_COUPON_MAX_REDEEMED',
  'INVALID_COUPON_MAX_REDEEMED_PER_USER',
  'INVALID_COUPON_NOT_SUPPORTED_RANK',
  'INVALID_COUPON_NOT_AUTHORIZED',
  'INVALID_COUPON_NOT_ENOUGH_REQUIRED_STARS',
] as const;
export type RedemptionState = (typeof REDEMPTION_STATES)[number];

/**
 * Why a code is refused at checkout (ours; the spec shows every coupon error as 'Coupon invalid or
 * expired'). Carried as `reason` in the COUPON_INVALID error and in each invalid check answer.
 */
export const COUPON_INVALID_REASONS = [
  'UNKNOWN',
  'NOT_STARTED',
  'EXPIRED',
  'OTHER_STORE',
  'MINIMUM_ORDER',
  'USED_UP',
  'USED_UP_BY_USER',
  'ALREADY_USED',
  'NOT_COMBINABLE',
  'FIRST_ORDER_ONLY',
] as const;
export type CouponInvalidReason = (typeof COUPON_INVALID_REASONS)[number];

/** The new-member coupon of the sale popup (spec 000 §1): $5 off a first order. */
export const WELCOME_COUPON_CODE = 'WELCOME5';
/** Spec 000 §9: the expiry warning shows under one day. */
export const COUPON_EXPIRY_WARNING_MS = 24 * 60 * 60 * 1000;
/** Spec 000 §4: "Items left" shows when 1 to 9 remain. */
export const ITEMS_LEFT_MAX = 9;
