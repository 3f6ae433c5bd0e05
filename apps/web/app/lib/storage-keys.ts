/** Browser storage keys of spec 001 §9 ("Local markers") and spec 000 §4. */
export const STORAGE_KEYS = {
  /** Newsletter subscribed flag; removed at every app start so it lasts one session. */
  subscribed: 'SUBSCRIBED',
  /** The global message zone content the visitor dismissed with Skip. */
  messageZone: 'MESSAGE_ZONE',
  /** Marker of the popups already shown: 0 bot, 1 subscribe, 2 sale. */
  showPopup: 'SHOW_POPUP',
  /** Set to 1 when the install prompt was shown. */
  showAppInstall: 'SHOW_APP_INSTALL',
  /** sessionStorage: the post-login redirect address (spec 001 §3), kept across Google's redirect. */
  loginCallback: 'POST_LOGIN_CALLBACK',
  /** A guest's cart lines (spec 002 §9 "a local cart storage key exists"); cleared on sign-in and sign-out. */
  cart: 'LOCAL_CART',
  /** sessionStorage: the saved address chosen for shipping at checkout (spec 001 §4.8). */
  shippingAddress: 'CHECKOUT_SHIPPING_ADDRESS',
  /** The shopper's analytics choice: granted or denied (features/analytics). */
  analyticsConsent: 'ANALYTICS_CONSENT',
  /** The collector's visitor id of the day: `YYYY-MM-DD.<random>`. */
  analyticsVisitor: 'ANALYTICS_VISITOR',
  /** The spec's dismiss flag of the install prompt (000 §4): the shopper said "not now". */
  installDismissed: 'INSTALL_PROMPT_DISMISSED',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage disabled: the marker only lasts this page view
  }
}
