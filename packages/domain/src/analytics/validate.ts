import {
  type AnalyticsErrorCode,
  BATCH_EVENTS_WARNING,
  CART_EVENTS,
  CHECKOUT_EVENTS,
  CHECKOUT_ITEMS_WARNING,
  COMMERCE_EVENTS,
  type CommerceEventName,
  EMPTY_ITEMS_ALLOWED,
  FIELD_LIMITS,
  ID_PATTERN,
  PURCHASE_VALUE_TOLERANCE,
  severityOf,
} from './constants.ts';
import { piiFields } from './pii.ts';
import { isKnownCurrency } from './sanitize.ts';
import type { AnalyticsIssue, AnalyticsWarning, ValidationResult } from './types.ts';

/**
 * Spec 002 §5 "Analytics event validation": every rule, on the event as the caller gave it. An event with
 * any error is rejected; warnings (performance, personal-data field names, a purchase value that does not
 * add up) are only logged. What passes is then sanitised (sanitize.ts) before it goes anywhere.
 */
type Raw = Record<string, unknown>;

class Issues {
  errors: AnalyticsIssue[] = [];
  warnings: AnalyticsWarning[] = [];
  add(code: AnalyticsErrorCode, field: string, message: string) {
    this.errors.push({ code, severity: severityOf(code), field, message });
  }
  warn(kind: AnalyticsWarning['kind'], field: string, message: string) {
    this.warnings.push({ kind, field, message });
  }
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A text field: required or not, a string, within `max`, optionally of the id pattern. */
function text(
  issues: Issues,
  value: unknown,
  field: string,
  opts: { max: number; required?: boolean; id?: boolean; nonBlank?: boolean },
) {
  if (value === undefined || value === null) {
    if (opts.required) issues.add('REQUIRED_FIELD_MISSING', field, `${field} is required`);
    return;
  }
  if (typeof value !== 'string') return issues.add('INVALID_TYPE', field, `${field} must be a string`);
  const trimmed = value.trim();
  if (trimmed === '') {
    if (opts.required) return issues.add('REQUIRED_FIELD_MISSING', field, `${field} is required`);
    if (opts.nonBlank) return issues.add('FIELD_TOO_SHORT', field, `${field} must not be blank`);
    return;
  }
  if (trimmed.length > opts.max)
    return issues.add('FIELD_TOO_LONG', field, `${field} must be at most ${opts.max} characters`);
  if (opts.id && !ID_PATTERN.test(trimmed))
    issues.add('INVALID_FORMAT', field, `${field} may hold letters, digits, hyphen and underscore only`);
}

/** A number field: a finite number, not negative. */
function amount(issues: Issues, value: unknown, field: string, required = false): value is number {
  if (value === undefined || value === null) {
    if (required) issues.add('REQUIRED_FIELD_MISSING', field, `${field} is required`);
    return false;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    issues.add('INVALID_TYPE', field, `${field} must be a number`);
    return false;
  }
  if (value < 0) {
    issues.add('NEGATIVE_VALUE', field, `${field} must not be negative`);
    return false;
  }
  return true;
}

/** Currency: 3 letters (any case: the sanitiser upper-cases it) from the list; answers it upper-cased. */
function currencyOf(issues: Issues, value: unknown, field: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') {
    issues.add('INVALID_TYPE', field, `${field} must be a string`);
    return null;
  }
  const code = value.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) {
    issues.add('INVALID_FORMAT', field, `${field} must be a 3-letter currency code`);
    return null;
  }
  if (!isKnownCurrency(code)) issues.add('INVALID_CURRENCY', field, `${field} ${code} is not supported`);
  return code;
}

function validateItem(
  issues: Issues,
  raw: unknown,
  i: number,
  event: CommerceEventName | null,
  currency: string,
) {
  const at = `items[${i}]`;
  if (!isObject(raw)) return issues.add('INVALID_TYPE', at, `${at} must be an object`);
  text(issues, raw.item_id, `${at}.item_id`, { max: FIELD_LIMITS.itemId, required: true, id: true });
  text(issues, raw.item_name, `${at}.item_name`, { max: FIELD_LIMITS.itemName, required: true });
  text(issues, raw.item_category, `${at}.item_category`, { max: FIELD_LIMITS.itemCategory, required: true });
  for (const key of ['item_category2', 'item_category3', 'item_variant', 'item_brand', 'item_list_name'])
    text(issues, raw[key], `${at}.${key}`, { max: FIELD_LIMITS.itemOptional });
  text(issues, raw.item_list_id, `${at}.item_list_id`, { max: FIELD_LIMITS.itemListId });
  if (raw.index !== undefined && !(Number.isInteger(raw.index) && (raw.index as number) >= 0))
    issues.add('INVALID_TYPE', `${at}.index`, `${at}.index must be a whole number from 0`);
  amount(issues, raw.price, `${at}.price`);
  const cartEvent = event !== null && CART_EVENTS.includes(event);
  if (amount(issues, raw.quantity, `${at}.quantity`, cartEvent) && cartEvent && raw.quantity === 0)
    issues.add('INVALID_VALUE', `${at}.quantity`, `${at}.quantity must be at least 1`);
  const own = currencyOf(issues, raw.currency, `${at}.currency`);
  if (own !== null && own !== currency)
    issues.add(
      'INVALID_CURRENCY',
      `${at}.currency`,
      `All items in an event share one currency (${currency})`,
    );
}

function validatePurchase(issues: Issues, raw: Raw) {
  text(issues, raw.transaction_id, 'transaction_id', {
    max: FIELD_LIMITS.transactionId,
    required: true,
    id: true,
  });
  for (const key of ['coupon', 'payment_type', 'shipping_tier'])
    text(issues, raw[key], key, { max: FIELD_LIMITS.purchaseText, nonBlank: true });
  const tax = amount(issues, raw.tax, 'tax') ? (raw.tax as number) : 0;
  const shipping = amount(issues, raw.shipping, 'shipping') ? (raw.shipping as number) : 0;
  if (!Array.isArray(raw.items) || typeof raw.value !== 'number') return;
  const items = raw.items as Raw[];
  const sum = items.reduce((s, i) => {
    const price = typeof i?.price === 'number' ? i.price : 0;
    const quantity = typeof i?.quantity === 'number' ? i.quantity : 1;
    return s + price * quantity;
  }, 0);
  const expected = sum + tax + shipping;
  if (Math.abs(expected - raw.value) > PURCHASE_VALUE_TOLERANCE + 1e-9)
    issues.warn(
      'VALUE_MISMATCH',
      'value',
      `value ${raw.value} differs from items, tax and shipping (${expected.toFixed(2)})`,
    );
}

export function validateEvent(raw: unknown): ValidationResult {
  const issues = new Issues();
  if (!isObject(raw)) {
    issues.add('INVALID_TYPE', 'event', 'An event must be an object');
    return { valid: false, ...issues };
  }
  let name: CommerceEventName | null = null;
  if (blank(raw.event)) issues.add('REQUIRED_FIELD_MISSING', 'event', 'Event names must be non-empty');
  else if (typeof raw.event !== 'string') issues.add('INVALID_TYPE', 'event', 'event must be a string');
  else if (!(COMMERCE_EVENTS as readonly string[]).includes(raw.event.trim()))
    issues.add('INVALID_VALUE', 'event', `${raw.event.trim().slice(0, 40)} is not an allowed event`);
  else name = raw.event.trim() as CommerceEventName;

  const currency = currencyOf(issues, raw.currency, 'currency') ?? 'USD';
  const value = raw.value;
  amount(issues, value, 'value', name === 'purchase');

  const items = raw.items;
  const emptyAllowed = name !== null && EMPTY_ITEMS_ALLOWED.includes(name);
  if (items === undefined || items === null) {
    if (!emptyAllowed) issues.add('REQUIRED_FIELD_MISSING', 'items', 'items is required');
  } else if (!Array.isArray(items)) issues.add('INVALID_TYPE', 'items', 'items must be an array');
  else {
    if (items.length === 0 && !emptyAllowed) issues.add('EMPTY_ARRAY', 'items', 'items must not be empty');
    items.forEach((item, i) => {
      validateItem(issues, item, i, name, currency);
    });
    if (name !== null && CHECKOUT_EVENTS.includes(name) && items.length > CHECKOUT_ITEMS_WARNING)
      issues.warn(
        'PERFORMANCE',
        'items',
        `Checkout with ${items.length} items (over ${CHECKOUT_ITEMS_WARNING})`,
      );
  }
  if (name === 'purchase') validatePurchase(issues, raw);
  for (const field of piiFields(raw))
    issues.warn('PII_FIELD', field, `${field} looks like personal data; it is not sent and masked in logs`);
  return { valid: issues.errors.length === 0, errors: issues.errors, warnings: issues.warnings };
}

/** A batch: each event, plus duplicate transaction ids within it (errors) and its size (a warning). */
export function validateBatch(events: readonly unknown[]): {
  results: ValidationResult[];
  warnings: AnalyticsWarning[];
} {
  const seen = new Set<string>();
  const results = events.map((raw) => {
    const result = validateEvent(raw);
    const id =
      isObject(raw) && raw.event === 'purchase' && typeof raw.transaction_id === 'string'
        ? raw.transaction_id.trim()
        : null;
    if (id) {
      if (seen.has(id)) {
        result.errors.push({
          code: 'DUPLICATE_TRANSACTION_ID',
          severity: severityOf('DUPLICATE_TRANSACTION_ID'),
          field: 'transaction_id',
          message: `transaction_id ${id} appears twice in one batch`,
        });
        result.valid = false;
      }
      seen.add(id);
    }
    return result;
  });
  const warnings: AnalyticsWarning[] =
    events.length > BATCH_EVENTS_WARNING
      ? [
          {
            kind: 'PERFORMANCE',
            field: 'events',
            message: `Batch of ${events.length} events (over ${BATCH_EVENTS_WARNING})`,
          },
        ]
      : [];
  return { results, warnings };
}
