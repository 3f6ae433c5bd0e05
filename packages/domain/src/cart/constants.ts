/**
 * The cart's closed lists and limits (spec 000 §9, 002 §3, §9), without zod: the storefront's browser code
 * imports these, and the schemas (schemas.ts) build their enums from them.
 */

/** Spec 000 §9 / 002 §9: at most 99 of one item in the cart. */
export const MAX_CART_QUANTITY = 99;
/** Spec 000 §9 / 002 §9: the stock assumed when none is known. */
export const DEFAULT_STOCK = 99;
/** Spec 000 §5: the bundle quantity stepper's plus and minus stay within 1 to 100. */
export const BUNDLE_STEPPER_MAX = 100;
/**
 * Ours (the spec is silent): at most this many lines in one cart. A shop cart of 50 different items is
 * already unusual; a longer local cart (a tampered or corrupted copy) is cut with a message.
 */
export const MAX_CART_LINES = 50;
/** Spec 002 §9: cart sync actions are debounced 800 ms; a repeated fetch within 3 s reuses the request. */
export const CART_SYNC_DEBOUNCE_MS = 800;
export const CART_FETCH_REUSE_MS = 3000;
/** Spec 001 §4.9, §9: quantity changes are debounced 500 ms and sent only when changed. */
export const CART_UPDATE_DEBOUNCE_MS = 500;
/** Spec 000 §9: delay from a cart success to showing the cart when a modal is open. */
export const CART_SUCCESS_DELAY_MS = 420;

/** What a cart line holds: one variant, a bundle of variants, or a gift (zero price, from a coupon). */
export const CART_LINE_KINDS = ['VARIANT', 'BUNDLE', 'GIFT'] as const;
export type CartLineKind = (typeof CART_LINE_KINDS)[number];

/**
 * Line warnings of spec 002 §3, computed by the server on every read. COUNTRY_UNSUPPORT_ERROR belongs to the
 * checkout's shipping step; PURCHASE_LIMIT_ERROR is ours (a per-customer limit the cart now exceeds).
 */
export const CART_WARNINGS = [
  'PRODUCT_UNAVAILABLE_ERROR',
  'QUANTITY_ERROR',
  'PASSWORD_UPDATE_WARN',
  'PRICE_UPDATE_WARN',
  'LOW_STOCK_WARN',
  'OUT_OF_STOCK_ERROR',
  'COUNT_DOWN_ERROR',
  'BUNDLE_QUANTITY_ERROR',
  'COUNTRY_UNSUPPORT_ERROR',
  'PURCHASE_LIMIT_ERROR',
] as const;
export type CartWarning = (typeof CART_WARNINGS)[number];

/** Spec 000 §8: the bundle add errors by type, each with its effect in the bundle popup. */
export const BUNDLE_ERROR_TYPES = [
  'PRODUCT_UNAVAILABLE_ERROR',
  'OUT_OF_STOCK_ERROR',
  'BUNDLE_QUANTITY_ERROR',
  'BUNDLE_COMBINATION_ERROR',
  'BUNDLE_UNAVAILABLE_ERROR',
] as const;
export type BundleErrorType = (typeof BUNDLE_ERROR_TYPES)[number];

/** Every `errorParams.type` a cart error may carry. */
export type CartErrorType = CartWarning | BundleErrorType;

/**
 * The cart's error codes. ECOM-111 to ECOM-115 are the spec's group (002 §8: "the product-unavailable code
 * redirects to /product", stock-related codes suppress the generic toast); the rest are ours. Every one
 * carries `errorParams.type` (a warning or bundle error type) and, for stock, `currentStock`.
 */
export const CART_ERROR_CODES = {
  unavailable: 'ECOM-111',
  outOfStock: 'ECOM-112',
  quantity: 'ECOM-113',
  bundleUnavailable: 'ECOM-114',
  bundleCombination: 'ECOM-115',
  password: 'CART_PASSWORD_INVALID',
  distributor: 'DISTRIBUTOR_ONLY',
  limit: 'PURCHASE_LIMIT_REACHED',
  full: 'CART_FULL',
} as const;

/** Codes that are about stock and quantity: the cart shows its own dialog, never the generic toast. */
export const CART_STOCK_CODES: readonly string[] = [
  CART_ERROR_CODES.outOfStock,
  CART_ERROR_CODES.quantity,
  CART_ERROR_CODES.bundleUnavailable,
  CART_ERROR_CODES.bundleCombination,
  CART_ERROR_CODES.limit,
];

/** Raw local lines: at most this many are read (the cart keeps MAX_CART_LINES of them). */
export const MAX_GUEST_LINES_READ = 1000;
