/**
 * Why a shopper's gold changed: one ledger row each (modules/loyalty/README.md). Earning: a delivered order
 * (after its return window), a review's stars and a review with photos (spec 002 §3 "rating stars and
 * comment-with-media stars"), the welcome grant; spending: redeeming a coupon or gift; REVERSAL takes back
 * what a refunded or cancelled order (or a removed review) earned; ADJUSTMENT is staff's, with a reason.
 */
export const GOLD_RECORD_TYPES = [
  'ORDER',
  'REVIEW',
  'REVIEW_MEDIA',
  'WELCOME',
  'REDEEM',
  'REVERSAL',
  'ADJUSTMENT',
] as const;
export type GoldRecordType = (typeof GOLD_RECORD_TYPES)[number];

/** Record types that earn experience (totalExps): what was earned, never what was spent. */
export const EARNING_TYPES: readonly GoldRecordType[] = ['ORDER', 'REVIEW', 'REVIEW_MEDIA', 'WELCOME'];

/** Spec 002 §9: history page size. */
export const HISTORY_PAGE_SIZE = 12;
/** Defaults of the configuration (LOYALTY_*). */
export const DEFAULT_GOLD_PER_DOLLAR = 1;
export const DEFAULT_RETURN_WINDOW_DAYS = 14;
