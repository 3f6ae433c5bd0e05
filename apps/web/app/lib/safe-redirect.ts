import { PATH_ONLY_ORIGIN, sameOriginPath } from '@shop/domain/redirects';

/**
 * Where to go next when the address came from a caller (redirect_uri, the stored post-login callback, the
 * address in Google's state): the shop's one rule (`sameOriginPath` in @shop/domain/redirects) against the
 * page's own origin; anything else (another site, `//host`, backslashes, control characters) is `fallback`.
 * Loaders pass the request's origin; in the browser it is the window's.
 */
export function safeRedirect(to: string | null | undefined, fallback = '/', origin?: string): string {
  const here = origin ?? (typeof window === 'undefined' ? PATH_ONLY_ORIGIN : window.location.origin);
  return sameOriginPath(to, here, fallback);
}

/**
 * The social-login callback (spec 001 §2.2) carries the original address in the `state` of the URL hash,
 * after a semicolon: `#access_token=...&state=<nonce>;<encoded address>`. Returns where to go next.
 */
export function loginCallbackTarget(hash: string): string {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const state = params.get('state') ?? '';
  const at = state.indexOf(';');
  if (at < 0) return '/';
  let address: string;
  try {
    address = decodeURIComponent(state.slice(at + 1));
  } catch {
    return '/';
  }
  return safeRedirect(address);
}

/** The error code of a failed social login (`#error=<code>&state=...` on /auth/login-failure-callback). */
export function loginCallbackError(hash: string): string | null {
  const code = new URLSearchParams(hash.replace(/^#/, '')).get('error');
  return code && /^[\w.-]{1,64}$/.test(code) ? code : null;
}
