/**
 * The catalogue's closed lists and limits, without zod: the storefront's browser code imports these, and the
 * schemas (schemas.ts) build their enums from them.
 */

/** Product types of spec 002 §3. */
export const PRODUCT_TYPES = [
  'IN_STOCK',
  'RAFFLE',
  'GROUP_BUY',
  'AUCTION',
  'GIFT_PRODUCT',
  'BUNDLE',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const PRICE_DISPLAY_SETTINGS = ['LOWEST_PRICE', 'HIGHEST_PRICE', 'RANGE'] as const;
export type PriceDisplaySetting = (typeof PRICE_DISPLAY_SETTINGS)[number];

/** Whether a card shows stock counts; the spec names the field but not its values, these are ours. */
export const QUANTITY_DISPLAY_SETTINGS = ['SHOW_ALWAYS', 'SHOW_LOW_STOCK', 'HIDE'] as const;

/** Lifecycle of a product: only ACTIVE ones are sold; ARCHIVED ones stay visible through the archive filter. */
export const PRODUCT_STATUSES = ['DRAFT', 'ACTIVE', 'INACTIVE', 'ARCHIVED'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** PUBLIC products are listed; PRIVATE ones are reachable only by their link. */
export const PRODUCT_PRIVACIES = ['PUBLIC', 'PRIVATE'] as const;

/** Spec 000 §9. PERCENTAGE is whole percent of the chosen items' regular price; SET_AMOUNT is cents off. */
export const BUNDLE_DISCOUNT_TYPES = ['NONE', 'PERCENTAGE', 'SET_AMOUNT', 'NO_LIMIT'] as const;
export type BundleDiscountType = (typeof BUNDLE_DISCOUNT_TYPES)[number];

export const ARCHIVE_FILTERS = ['NONE', 'ONLY_ARCHIVED', 'INCLUDE_ARCHIVED'] as const;
export type ArchiveFilter = (typeof ARCHIVE_FILTERS)[number];

/** Sort options of spec 000 §9 (NEWEST, OLDEST, price low/high, rating high to low). */
export const SORT_OPTIONS = [
  'NEWEST',
  'OLDEST',
  'PRICE_LOW_TO_HIGH',
  'PRICE_HIGH_TO_LOW',
  'RATING_HIGH_TO_LOW',
] as const;
export type SortBy = (typeof SORT_OPTIONS)[number];

/** The dearest price a filter accepts: a million dollars, well inside a 32-bit integer of cents. */
export const MAX_PRICE_CENTS = 100_000_000;
