/** Only paths of this site: an absolute or protocol-relative address would be an open redirect. */
export function safeRedirect(to: string | null | undefined, fallback = '/'): string {
  if (!to?.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback;
  return to;
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
