import { CURRENCIES, DEFAULT_CURRENCY, FIELD_LIMITS } from './constants.ts';
import type { AnalyticsItem, CommerceEvent } from './types.ts';

/**
 * Spec 002 §5 "Sanitising": strings trimmed, the characters < > " ' removed, cut to 200 characters (255 for
 * the platforms' payloads); prices rounded to 2 decimals (a non-number becomes 0); currency upper-cased,
 * default USD; quantity default 1, a non-positive or non-number becomes 1, rounded, minimum 1.
 * Every function is total: whatever it is given, it answers a value of its type.
 */
export function sanitizeString(value: unknown, max: number = FIELD_LIMITS.sanitizedString): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : String(value);
  return text
    .replace(/[<>"']/g, '')
    .trim()
    .slice(0, max)
    .trim();
}

/** Rounds to cents; a non-number (or NaN, Infinity) becomes 0. */
export function sanitizePrice(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (!Number.isFinite(n)) return 0;
  return Math.round((n + Number.EPSILON) * 100) / 100;
}

export function sanitizeCurrency(value: unknown): string {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return code === '' ? DEFAULT_CURRENCY : code;
}

export function sanitizeQuantity(value: unknown): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim()
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(n) || n <= 0) return 1;
  return Math.max(1, Math.round(n));
}

export const isKnownCurrency = (code: string) => (CURRENCIES as readonly string[]).includes(code);

const OPTIONAL_TEXT = [
  'item_category2',
  'item_category3',
  'item_variant',
  'item_brand',
  'item_list_name',
  'item_list_id',
] as const;

export function sanitizeItem(raw: Record<string, unknown>, currency: string): AnalyticsItem {
  const item: AnalyticsItem = {
    item_id: sanitizeString(raw.item_id, FIELD_LIMITS.itemId),
    item_name: sanitizeString(raw.item_name),
    item_category: sanitizeString(raw.item_category, FIELD_LIMITS.itemCategory),
    price: sanitizePrice(raw.price),
    quantity: sanitizeQuantity(raw.quantity),
    currency: raw.currency === undefined ? currency : sanitizeCurrency(raw.currency),
  };
  for (const key of OPTIONAL_TEXT) {
    const text = sanitizeString(
      raw[key],
      key === 'item_list_id' ? FIELD_LIMITS.itemListId : FIELD_LIMITS.itemOptional,
    );
    if (text) item[key] = text;
  }
  if (typeof raw.index === 'number' && Number.isInteger(raw.index) && raw.index >= 0) item.index = raw.index;
  return item;
}

/** A validated event as it goes out: every string, price, currency and quantity sanitised. */
export function sanitizeEvent(raw: Record<string, unknown>): CommerceEvent {
  const currency = sanitizeCurrency(raw.currency);
  const items = Array.isArray(raw.items)
    ? raw.items.map((i) => sanitizeItem((i ?? {}) as Record<string, unknown>, currency))
    : [];
  const itemsTotal = sanitizePrice(items.reduce((sum, i) => sum + i.price * i.quantity, 0));
  const event: CommerceEvent = {
    event: sanitizeString(raw.event, 40) as CommerceEvent['event'],
    currency,
    value: raw.value === undefined ? itemsTotal : sanitizePrice(raw.value),
    items,
  };
  if (event.event === 'purchase') {
    event.transaction_id = sanitizeString(raw.transaction_id, FIELD_LIMITS.transactionId);
    event.tax = sanitizePrice(raw.tax);
    event.shipping = sanitizePrice(raw.shipping);
    for (const key of ['coupon', 'payment_type', 'shipping_tier'] as const) {
      const text = sanitizeString(raw[key], FIELD_LIMITS.purchaseText);
      if (text) event[key] = text;
    }
  }
  return event;
}
