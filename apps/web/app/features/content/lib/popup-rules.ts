/**
 * The storefront's popups (spec 001 §4.7, §9; spec 000 §9). The SHOW_POPUP marker holds the kind last
 * shown: 0 bot, 1 subscribe, 2 sale.
 */
export const POPUP_KIND = { bot: '0', subscribe: '1', sale: '2' } as const;
/** Spec 001 §9: the sale popup comes 30 s after the session is known to be signed out. */
export const SALE_POPUP_DELAY_MS = 30_000;
/** Ours (the spec does not say when the subscribe popup opens): as long into a signed-in visit. */
export const SUBSCRIBE_POPUP_DELAY_MS = 30_000;

export type PopupKind = 'sale' | 'subscribe';

/**
 * Which popup a visit should get, if any. Sale: signed-out visitors, unless the marker says bot or sale
 * (001 §4.7). Subscribe (ours): signed-in shoppers not subscribed in this session who have had no popup
 * yet — members already get the sale's offer through registration, so it asks only for the newsletter.
 */
export function popupFor(signedIn: boolean, marker: string | null, subscribed: boolean): PopupKind | null {
  if (!signedIn) return marker === POPUP_KIND.bot || marker === POPUP_KIND.sale ? null : 'sale';
  return marker === null && !subscribed ? 'subscribe' : null;
}
