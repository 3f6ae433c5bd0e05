import type { CommerceEventName } from '../constants.ts';
import { PLATFORM_LIMITS } from '../constants.ts';
import { sanitizePrice, sanitizeString } from '../sanitize.ts';
import type { CommerceEvent } from '../types.ts';

const L = PLATFORM_LIMITS.facebook;

/** Facebook pixel's standard events; the others go as custom events (`trackCustom`). */
const STANDARD: Partial<Record<CommerceEventName, string>> = {
  view_item: 'ViewContent',
  add_to_cart: 'AddToCart',
  begin_checkout: 'InitiateCheckout',
  purchase: 'Purchase',
};
const CUSTOM: Partial<Record<CommerceEventName, string>> = {
  remove_from_cart: 'RemoveFromCart',
  view_cart: 'ViewCart',
};

export interface PixelCall {
  method: 'track' | 'trackCustom';
  name: string;
  params: Record<string, unknown>;
}

/**
 * `fbq(method, name, params)`: content ids (at most 10), the first item's name (255), contents with
 * quantity and price, value and currency; at most 25 keys (spec 002 §9).
 */
export function toFacebookPixel(event: CommerceEvent): PixelCall {
  const standard = STANDARD[event.event];
  const params: Record<string, unknown> = {
    content_ids: event.items.slice(0, L.contentIds).map((i) => i.item_id),
    content_type: 'product',
    contents: event.items
      .slice(0, L.contentIds)
      .map((i) => ({ id: i.item_id, quantity: i.quantity, item_price: i.price })),
    value: sanitizePrice(event.value),
    currency: event.currency,
    num_items: event.items.reduce((n, i) => n + i.quantity, 0),
  };
  if (event.items[0]) params.content_name = sanitizeString(event.items[0].item_name, L.name);
  if (event.items[0]) params.content_category = sanitizeString(event.items[0].item_category, L.name);
  if (event.transaction_id) params.order_id = event.transaction_id;
  const limited = Object.fromEntries(Object.entries(params).slice(0, L.customKeys));
  return standard
    ? { method: 'track', name: standard, params: limited }
    : { method: 'trackCustom', name: CUSTOM[event.event] ?? event.event, params: limited };
}
