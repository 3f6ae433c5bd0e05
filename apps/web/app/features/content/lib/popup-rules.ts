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
 * Which popup a visit should get, if any. Sale: signed-out visitors only ("after the auth state reports no
 * user", 001 §4.7), unless the marker says bot or sale. Subscribe (ours): signed-in shoppers who neither
 * receive the newsletter (their profile's flag) nor subscribed in this session, and have had no popup yet —
 * members already get the sale's offer through registration, so it asks only for the newsletter.
 */
export function popupFor(
  signedIn: boolean,
  marker: string | null,
  subscribed: boolean,
  receivesNewsletter = false,
): PopupKind | null {
  if (!signedIn) return marker === POPUP_KIND.bot || marker === POPUP_KIND.sale ? null : 'sale';
  return marker === null && !subscribed && !receivesNewsletter ? 'subscribe' : null;
}

/** What the sale popup hands the register page (router state, so the address stays out of the URL). */
export interface RegisterPageState {
  email?: string;
}
