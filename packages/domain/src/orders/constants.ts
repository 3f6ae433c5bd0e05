/** Ours (the spec is silent): an unpaid order gives its stock and coupons back after this long. */
export const DEFAULT_ORDER_EXPIRY_MINUTES = 30;
/** Ours: a customer note per store (spec 001 §3 orderNoteByStoreId) is at most this long. */
export const ORDER_NOTE_MAX_LENGTH = 500;
/** Ours: the Idempotency-Key header of POST /orders: 8 to 200 characters of letters, digits, - and _. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,200}$/;
/** Order numbers are shown as "#10042": a per-shop sequence, never the row's id. */
export const formatOrderNumber = (n: number | string) => `#${n}`;
