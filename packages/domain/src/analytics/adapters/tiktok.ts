import type { CommerceEventName } from '../constants.ts';
import { PLATFORM_LIMITS } from '../constants.ts';
import { sanitizePrice, sanitizeString } from '../sanitize.ts';
import type { CommerceEvent } from '../types.ts';

const L = PLATFORM_LIMITS.tiktok;

/** TikTok pixel's standard events; the cart's remove and view have none and are not sent. */
const EVENTS: Partial<Record<CommerceEventName, string>> = {
  view_item: 'ViewContent',
  add_to_cart: 'AddToCart',
  begin_checkout: 'InitiateCheckout',
  purchase: 'CompletePayment',
};

/** `ttq.track(name, params)`: contents (at most 50) with id (100) and name (255), value, currency. */
export function toTikTokPixel(
  event: CommerceEvent,
): { name: string; params: Record<string, unknown> } | null {
  const name = EVENTS[event.event];
  if (!name) return null;
  return {
    name,
    params: {
      contents: event.items.slice(0, L.contents).map((i) => ({
        content_id: sanitizeString(i.item_id, L.contentId),
        content_name: sanitizeString(i.item_name, L.name),
        content_type: 'product',
        quantity: i.quantity,
        price: sanitizePrice(i.price),
      })),
      value: sanitizePrice(event.value),
      currency: event.currency,
    },
  };
}
