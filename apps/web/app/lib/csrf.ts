/**
 * The API's double-submit CSRF token: the `<session cookie>_csrf` cookie any API answer sets, which pages
 * may read. The cookie's prefix is server configuration, so it is found by its suffix; when there is none
 * yet, or a fresh one is asked for, GET /api/v1/auth/csrf answers `{ csrfToken }` (and sets the cookie).
 */
const CSRF_PATH = '/api/v1/auth/csrf';

export function csrfFromCookies(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim().endsWith('_csrf'))
      return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

export async function browserCsrfToken(fresh: boolean): Promise<string | null> {
  if (!fresh) {
    const held = csrfFromCookies(document.cookie);
    if (held) return held;
  }
  try {
    const response = await fetch(CSRF_PATH, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { csrfToken?: unknown };
    return typeof body.csrfToken === 'string' ? body.csrfToken : null;
  } catch {
    return null;
  }
}
