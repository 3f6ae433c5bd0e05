/**
 * The one rule for following a caller-supplied return address (`redirect_uri`, the post-login callback, the
 * address carried through Google sign-in): the address is resolved against the shop's own origin and
 * followed only when the result is on that origin; anything else falls back (to `/` by default).
 *
 * Refused before resolving, because browsers and URL parsers disagree about them:
 * - anything that is not a string, is empty or longer than 2000 characters;
 * - C0 controls, DEL and whitespace (browsers drop tab and newline: `/\t/evil.example` is `//evil.example`);
 * - backslashes (browsers read `/\evil.example` as `//evil.example`);
 * - scheme-relative addresses (`//evil.example`) and any scheme but http(s) (`javascript:`, `data:`).
 * Checked after resolving: the origin is the shop's, and the path does not start with `//` once dot segments
 * are gone (`/..//evil.example` resolves to the path `//evil.example`, which a browser would leave for).
 *
 * The answer is the normalised path, query and fragment, never the input as given: what was checked is what
 * is followed. Pure: no DOM, no zod, so the browser bundle and the server share it.
 */
export const REDIRECT_MAX_LENGTH = 2000;

// C0 controls, space, DEL, the C1 controls, and the Unicode spaces and separators URL parsers may strip.
const UNSAFE_CHARACTER =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff\\]/;
const HTTP_URL = /^https?:\/\//i;

/** The normalised same-origin address of `target` (path, query, fragment), or `fallback`. */
export function sameOriginPath(target: unknown, origin: string, fallback = '/'): string {
  if (typeof target !== 'string' || target === '' || target.length > REDIRECT_MAX_LENGTH) return fallback;
  if (UNSAFE_CHARACTER.test(target) || target.startsWith('//')) return fallback;
  // Only absolute paths and absolute http(s) URLs: not "account" (relative), not javascript: or data:.
  if (!target.startsWith('/') && !HTTP_URL.test(target)) return fallback;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(target, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base.origin || url.username !== '' || url.password !== '') return fallback;
  if (url.pathname.startsWith('//')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * For code that only ever handles paths (no origin at hand, e.g. before a request exists): the same rule
 * against a placeholder origin, so only paths of "this" site pass.
 */
export const PATH_ONLY_ORIGIN = 'http://shop.invalid';

export function safeRedirectPath(target: unknown, fallback = '/'): string {
  return sameOriginPath(target, PATH_ONLY_ORIGIN, fallback);
}
