import { PLATFORM_LIMITS } from '../constants.ts';
import { sanitizePrice, sanitizeString } from '../sanitize.ts';
import type { AnalyticsItem, CommerceEvent } from '../types.ts';

const L = PLATFORM_LIMITS.ga4;

/** A GA4 item: the spec's item fields (002 §7), string values cut to GA4's parameter length. */
function ga4Item(item: AnalyticsItem, index: number): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(item)) {
    if (value === undefined) continue;
    out[key.slice(0, L.paramName)] = typeof value === 'string' ? sanitizeString(value, L.paramValue) : value;
  }
  out.index ??= index;
  out.price = sanitizePrice(item.price);
  return out;
}

/**
 * What goes into the tag manager's data layer (spec 002 §7): `{ event, ecommerce: { currency, value, items,
 * ...purchase fields } }`, preceded by `{ ecommerce: null }` so a previous event's fields never leak into
 * this one (Google's advice for GA4 ecommerce). Items are capped at 200, names at 40 characters.
 */
export function toDataLayer(event: CommerceEvent): Record<string, unknown>[] {
  const ecommerce: Record<string, unknown> = {
    currency: event.currency,
    value: sanitizePrice(event.value),
    items: event.items.slice(0, L.items).map(ga4Item),
  };
  if (event.event === 'purchase') {
    ecommerce.transaction_id = event.transaction_id;
    ecommerce.tax = event.tax ?? 0;
    ecommerce.shipping = event.shipping ?? 0;
    for (const key of ['coupon', 'payment_type', 'shipping_tier'] as const)
      if (event[key]) ecommerce[key] = sanitizeString(event[key], L.paramValue);
  }
  return [{ ecommerce: null }, { event: event.event.slice(0, L.eventName), ecommerce }];
}
