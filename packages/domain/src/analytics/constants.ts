/**
 * The analytics layer's rules and constants, word for word from spec 002 §4 ("Analytics service states"),
 * §5 ("Analytics event validation", "Analytics error codes and severity") and §9 ("Analytics limits",
 * "Analytics operations").
 */

/** Spec 002 §5: the events the layer accepts. */
export const COMMERCE_EVENTS = [
  'view_item',
  'add_to_cart',
  'remove_from_cart',
  'purchase',
  'begin_checkout',
  'view_cart',
] as const;
export type CommerceEventName = (typeof COMMERCE_EVENTS)[number];

/** Events whose items need a quantity of at least 1 ("cart events"). */
export const CART_EVENTS: readonly CommerceEventName[] = ['add_to_cart', 'remove_from_cart'];
/** Spec 002 §5: "Empty item lists are rejected for add, remove and begin checkout; view cart allows empty." */
export const EMPTY_ITEMS_ALLOWED: readonly CommerceEventName[] = ['view_cart'];
/** Checkout events, for the "over 50 items" performance warning. */
export const CHECKOUT_EVENTS: readonly CommerceEventName[] = ['begin_checkout', 'purchase'];

/** Spec 002 §5: "a list of about 40 ISO codes". */
export const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CNY',
  'AUD',
  'CAD',
  'CHF',
  'HKD',
  'SGD',
  'SEK',
  'NOK',
  'DKK',
  'NZD',
  'KRW',
  'INR',
  'BRL',
  'MXN',
  'ZAR',
  'RUB',
  'TRY',
  'PLN',
  'THB',
  'IDR',
  'MYR',
  'PHP',
  'VND',
  'TWD',
  'CZK',
  'HUF',
  'ILS',
  'AED',
  'SAR',
  'ARS',
  'CLP',
  'COP',
  'PEN',
  'EGP',
  'NGN',
  'PKR',
  'UAH',
  'RON',
] as const;
export const DEFAULT_CURRENCY = 'USD';

export const FIELD_LIMITS = {
  itemId: 100,
  itemName: 200,
  itemCategory: 100,
  /** item_category2/3, item_variant, item_brand, item_list_name. */
  itemOptional: 100,
  itemListId: 50,
  transactionId: 100,
  /** coupon, payment_type, shipping_tier. */
  purchaseText: 50,
  /** Sanitised strings are cut to 200 characters (255 for the platforms' payloads). */
  sanitizedString: 200,
  platformString: 255,
} as const;

/** Letters, digits, hyphen, underscore: item_id and transaction_id. */
export const ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Spec 002 §5: a purchase value may differ from its items, tax and shipping by this much. */
export const PURCHASE_VALUE_TOLERANCE = 0.01;

/** Spec 002 §5: performance warnings. */
export const CHECKOUT_ITEMS_WARNING = 50;
export const BATCH_EVENTS_WARNING = 10;

/** Spec 002 §9 "Analytics operations" and §4. */
export const ANALYTICS_TIMING = {
  initRetries: 5,
  initRetryDelayMs: 2000,
  failedQueueSize: 50,
  queueRetries: 3,
  queueRetryDelayMs: 1000,
  degradeFailures: 5,
  degradeWindowMs: 300_000,
  transactionDedupeMs: 24 * 60 * 60 * 1000,
  logBuffer: 1000,
  performanceMetrics: 100,
  errorReportsPerSession: 50,
  errorReportThrottleMs: 60_000,
  slowEventMs: 50,
  memoryThresholdMb: 150,
  alertDedupeMs: 60_000,
  metricsRetentionMs: 24 * 60 * 60 * 1000,
  monitorTickMs: 5000,
  trendTickMs: 60_000,
} as const;

/** Spec 002 §9: what each platform accepts. */
export const PLATFORM_LIMITS = {
  ga4: { eventName: 40, paramName: 40, paramValue: 100, items: 200 },
  facebook: { contentIds: 10, name: 255, customKeys: 25 },
  tiktok: { contentId: 100, name: 255, contents: 50 },
} as const;

/** Spec 002 §5 "Analytics error codes and severity". */
export const ANALYTICS_ERROR_CODES = [
  'REQUIRED_FIELD_MISSING',
  'INVALID_TYPE',
  'INVALID_FORMAT',
  'INVALID_VALUE',
  'FIELD_TOO_LONG',
  'FIELD_TOO_SHORT',
  'INVALID_CURRENCY',
  'NEGATIVE_VALUE',
  'EMPTY_ARRAY',
  'DUPLICATE_TRANSACTION_ID',
] as const;
export type AnalyticsErrorCode = (typeof ANALYTICS_ERROR_CODES)[number];

export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** Critical for missing, duplicate and empty; high for type, format and negative; medium otherwise. */
export function severityOf(code: AnalyticsErrorCode): Severity {
  switch (code) {
    case 'REQUIRED_FIELD_MISSING':
    case 'DUPLICATE_TRANSACTION_ID':
    case 'EMPTY_ARRAY':
      return 'critical';
    case 'INVALID_TYPE':
    case 'INVALID_FORMAT':
    case 'NEGATIVE_VALUE':
      return 'high';
    default:
      return 'medium';
  }
}

/** Spec 002 §5 "Analytics error types": why an event could not be delivered. */
export const ANALYTICS_FAILURE_TYPES = [
  'DATALAYER_UNAVAILABLE',
  'CONTAINER_NOT_LOADED',
  'NETWORK_ERROR',
  'VALIDATION_ERROR',
] as const;
export type AnalyticsFailureType = (typeof ANALYTICS_FAILURE_TYPES)[number];

export const DUPLICATE_TRANSACTION_MESSAGE =
  'Duplicate transaction detected - purchase event already tracked';

export const isSevere = (severity: Severity) => severity === 'high' || severity === 'critical';
