/**
 * What happened in the shop, told by the feature where it happened, for whoever listens (the analytics
 * feature): the cart emits add_to_cart, remove_from_cart and view_cart here; pages emit view_item,
 * begin_checkout and purchase through the analytics feature's `track`. Features never import each other, so
 * this neutral bus lives in lib/, as session-events.ts does. An event is the analytics layer's raw shape
 * (`{ event, currency, value, items }`, spec 002 §7), or the cart's lines moved (`{ event, cartLines }`)
 * that the listener turns into one; the listener validates it.
 */
export type CommerceEventInput = Record<string, unknown> & { event: string };
type Listener = (event: CommerceEventInput) => void;

const listeners = new Set<Listener>();

export function onCommerceEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitCommerceEvent(event: CommerceEventInput): void {
  for (const l of listeners) l(event);
}
