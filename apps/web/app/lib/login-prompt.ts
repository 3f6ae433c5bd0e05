import { safeRedirect } from './safe-redirect.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/**
 * "Please log in" requests from anywhere in the storefront (wishlist toggle, TRACKING ORDERS, add to
 * cart...). The shell's login dialog listens; without a listener (before hydration, or in tests) the
 * visitor is sent to the login screen with the address to come back to.
 *
 * Spec 001 §4.1 "a stored callback address ... runs after login": the address to go to once signed in is
 * kept in sessionStorage, so it survives the full-page round trip of Google sign-in, and is taken (read
 * once, then removed) by whichever way the sign-in ends: the login dialog, the login page, or
 * /auth/login-callback.
 */
export interface LoginRequest {
  /** Where to go once signed in; the current address when absent. */
  redirectUri?: string;
}

type Listener = (request: LoginRequest) => void;
const listeners = new Set<Listener>();

/** A callback older than this is stale: the shopper left the sign-in and came back another time. */
export const LOGIN_CALLBACK_TTL_MS = 10 * 60_000;

interface StoredCallback {
  redirectUri: string;
  at: number;
}

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled: the address travels in the login step and Google's state only
  }
}

/** Remembers where to go after the sign-in under way. */
export function rememberLoginCallback(redirectUri: string, now = Date.now()): void {
  const stored: StoredCallback = { redirectUri: safeRedirect(redirectUri), at: now };
  try {
    sessionStore()?.setItem(STORAGE_KEYS.loginCallback, JSON.stringify(stored));
  } catch {
    // quota or disabled storage: nothing more to do
  }
}

/** Drops the callback: the shopper closed the login without signing in. */
export function forgetLoginCallback(): void {
  try {
    sessionStore()?.removeItem(STORAGE_KEYS.loginCallback);
  } catch {
    // nothing stored then
  }
}

/** The stored address to go to after signing in, once: it is removed as it is read. */
export function takeLoginCallback(now = Date.now()): string | null {
  const store = sessionStore();
  const raw = store?.getItem(STORAGE_KEYS.loginCallback) ?? null;
  forgetLoginCallback();
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredCallback>;
    if (typeof stored.redirectUri !== 'string' || typeof stored.at !== 'number') return null;
    if (now - stored.at > LOGIN_CALLBACK_TTL_MS || stored.at > now) return null;
    return safeRedirect(stored.redirectUri);
  } catch {
    return null;
  }
}

export function onLoginRequested(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Asks for a sign-in; the listener (the login dialog) stores the callback address with rememberLoginCallback. */
export function requestLogin(request: LoginRequest = {}): void {
  if (listeners.size > 0) {
    for (const l of listeners) l(request);
    return;
  }
  if (typeof window === 'undefined') return;
  const back = request.redirectUri ?? window.location.pathname + window.location.search;
  // The login screen stores it.
  window.location.assign(`/auth/login?redirect_uri=${encodeURIComponent(back)}`);
}
