/**
 * The reviews' limits, windows, orders and messages: plain values without zod, so that a page can import
 * them without loading the schemas (the product page's sort control, the review box's limits).
 */

/** Spec 000 §5 and §9: a review message is at most 200 characters, with at most 9 photos. */
export const REVIEW_MESSAGE_MAX = 200;
export const REVIEW_PHOTOS_MAX = 9;
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;

/** Only PUBLISHED reviews are shown; staff may hide one (the write side comes with the reviews work). */
export const REVIEW_STATUSES = ['PUBLISHED', 'HIDDEN'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The product page's review orders: newest first, highest or lowest rating first, those with photos first. */
export const REVIEW_SORTS = ['NEWEST', 'HIGHEST', 'LOWEST', 'WITH_PHOTOS'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Spec 002 §4 "Review windows" and §9: edit within 24 h of creation; a low rating within 30 days of delivery. */
export const REVIEW_EDIT_WINDOW_MS = 86_400_000;
export const NEGATIVE_REVIEW_WINDOW_MS = 30 * 86_400_000;
/** Spec 000 §5: the lowest rating, 1 when a negative review is allowed, else 3. */
export const MIN_RATING = 3;
export const MIN_NEGATIVE_RATING = 1;
/** Spec 002 §4: reviews only of orders on delivery or delivered. */
export const REVIEWABLE_STATUSES = ['ON_DELIVERY', 'DELIVERED'] as const;

export const REVIEW_MESSAGE_REQUIRED = 'Message is required';
export const REVIEW_MESSAGE_TOO_LONG =
  'Look like your text is 200 characters over the limit. Please shorten it';
