/**
 * "Please log in" requests from anywhere in the storefront (wishlist toggle, review, add to cart...). The
 * shell's login dialog listens; without a listener (before hydration, or in tests) the visitor is sent to the
 * login screen with the address to come back to.
 */
export interface LoginRequest {
  /** Where to go once signed in; the current address when absent. */
  redirectUri?: string;
  /** Runs once signed in, before going to redirectUri (spec 001 §4.1 "a stored callback ... runs after login"). */
  afterLogin?: () => void;
}

type Listener = (request: LoginRequest) => void;
const listeners = new Set<Listener>();

export function onLoginRequested(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function requestLogin(request: LoginRequest = {}): void {
  if (listeners.size > 0) {
    for (const l of listeners) l(request);
    return;
  }
  if (typeof window === 'undefined') return;
  const back = request.redirectUri ?? window.location.pathname + window.location.search;
  window.location.assign(`/auth/login?redirect_uri=${encodeURIComponent(back)}`);
}
