/**
 * The closed set of error codes the API answers with. Codes the spec names (ECOM-111, CLI-ACC-010, ...) are
 * kept as the spec spells them; the others are ours. Every code has an `ERRORS.<code>` text in the web's
 * translation file.
 */
export const ERROR_CODES = [
  // ours
  'INVALID_FIELD',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
  // ours: what the framework refuses before a route runs (a malformed address or body, a body too large...)
  'BAD_REQUEST',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  // 503 with Retry-After: the database is down or too slow right now
  'UNAVAILABLE',
  // spec: catalogue and cart
  'ECOM-111',
  'ECOM-112',
  'ECOM-113',
  'ECOM-114',
  'ECOM-115',
  'ECOM-052',
  // ours: the cart (a protected product's secret, distributor-only products, per-customer limits, 50 lines)
  'CART_PASSWORD_INVALID',
  'DISTRIBUTOR_ONLY',
  'PURCHASE_LIMIT_REACHED',
  'CART_FULL',
  // spec: addresses (an unknown country code); ours: the address book is full
  'PLUG-COUNTRY-001',
  'ADDRESS_LIMIT_REACHED',
  // spec: accounts (001 §8); texts in @shop/domain/accounts ACCOUNT_ERROR_TEXTS
  'invalid_grant',
  'account_disabled',
  'EMAIL_ALREADY_EXIST',
  'PHONE_NUMBER',
  'CLI-ACC-002',
  'CLI-ACC-003',
  'CLI-ACC-009',
  'CLI-ACC-010',
  'AUTH-004',
  // ours: accounts, captcha, cross-site request forgery, uploads
  'WRONG_PASSWORD',
  'PASSWORD_NOT_CHANGED',
  // ours: a new password found in the breached-password list bundled with the shop
  'PASSWORD_BREACHED',
  'NOT_MEMBER',
  'CAPTCHA_INVALID',
  // ours: an account under attack asks every caller for a solved captcha (login, reset requests)
  'CAPTCHA_REQUIRED',
  'CSRF_INVALID',
  'FILE_TYPE_NOT_SUPPORTED',
  'FILE_TOO_LARGE',
  // ours: photo uploads (modules/media): too many photos, a link that is forged, expired or used, an upload
  // not sent yet or left unclaimed too long
  'PHOTO_LIMIT_REACHED',
  'UPLOAD_LINK_INVALID',
  'UPLOAD_LINK_EXPIRED',
  'UPLOAD_ALREADY_USED',
  'UPLOAD_NOT_RECEIVED',
  'UPLOAD_EXPIRED',
  // ours: Google sign-in failures, carried in the #error of /auth/login-failure-callback
  'OIDC_FAILED',
  'OIDC_EMAIL_NOT_VERIFIED',
  // ours: an analytics event the collector refused (errorParams: index, field, code, severity)
  'ANALYTICS_EVENT_INVALID',
  // ours: payments (apps/server/src/platform/payments/README.md): declined by the card issuer or the test
  // card, the provider not answering, the provider refusing the request, a method not offered for this order
  'PAYMENT_DECLINED',
  'PAYMENT_UNAVAILABLE',
  'PAYMENT_REFUSED',
  'PAYMENT_METHOD_UNAVAILABLE',
  // ours: placing and changing orders (apps/server/src/modules/orders/README.md). The generic refusal of a
  // checkout is spec 001 §8 'Can not checkout'; a country a store does not ship to is its 'Your country are
  // not support delivery'.
  'IDEMPOTENCY_KEY_REQUIRED',
  'IDEMPOTENCY_KEY_REUSED',
  'CHECKOUT_CART_EMPTY',
  'CHECKOUT_FAILED',
  'SHIPPING_METHOD_REQUIRED',
  'COUNTRY_UNSUPPORTED',
  'ORDER_NOT_CANCELLABLE',
  'ORDER_STATUS_INVALID',
  'ORDER_NOT_PAYABLE',
  // ours: checkout without a saved shipping address
  'CHECKOUT_ADDRESS_REQUIRED',
  // ours: coupons (modules/coupons/README.md): a code refused at checkout (`couponCodes`, `reason`); the
  // spec shows it as 'Coupon invalid or expired' (001 §8)
  'COUPON_INVALID',
  // ours: notifications (a push subscription whose endpoint is not https on a public host: SSRF)
  'PUSH_ENDPOINT_INVALID',
  // spec: redemption states (002 §3), answered when a coupon or gift cannot be redeemed
  'INVALID_COUPON_EXPIRED',
  'INVALID_COUPON_MAX_REDEEMED',
  'INVALID_COUPON_MAX_REDEEMED_PER_USER',
  'INVALID_COUPON_NOT_SUPPORTED_RANK',
  'INVALID_COUPON_NOT_AUTHORIZED',
  'INVALID_COUPON_NOT_ENOUGH_REQUIRED_STARS',
  // ours: spending more gold than the balance (staff adjustments; other modules' debits)
  'GOLD_NOT_ENOUGH',
  // ours: support requests (apps/server/src/modules/support/README.md): a kind the order's status does not
  // allow (spec 002 §4), a kind's sub-action, items or address missing, one such request already open, a
  // resolved thread, rating before resolution or twice; an order's address that can no longer change
  'SUPPORT_REQUEST_NOT_ALLOWED',
  'SUPPORT_SUB_ACTION_REQUIRED',
  'SUPPORT_ITEMS_REQUIRED',
  'SUPPORT_ADDRESS_REQUIRED',
  'SUPPORT_REQUEST_OPEN',
  'TICKET_RESOLVED',
  'TICKET_NOT_RESOLVED',
  'TICKET_ALREADY_RATED',
  'ORDER_ADDRESS_NOT_CHANGEABLE',
  'ORDER_ADDRESS_COUNTRY_CHANGED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number] | (string & {});

export type ErrorParams = Record<string, string | number | boolean | null>;

export interface ApiError {
  errorCode: ErrorCode;
  errorParams?: ErrorParams;
}

/** Body of every non-2xx answer: `status` is 0 so clients can tell an error body from data. */
export interface ApiErrorBody {
  status: 0;
  errors: ApiError[];
}

/** Thrown by use cases for expected business failures; the HTTP layer maps it once. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: ErrorParams = {},
    readonly httpStatus: 400 | 401 | 403 | 404 | 409 | 429 = 400,
    /** Further errors answered after this one (a request that failed for several reasons at once). */
    readonly others: ApiError[] = [],
  ) {
    super(code);
    this.name = 'DomainError';
  }
}

export const notFound = (what: string) => new DomainError('NOT_FOUND', { what }, 404);
