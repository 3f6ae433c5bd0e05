import type { ApiCaller } from '@shop/domain';
import { redirect } from 'react-router';
import { safeRedirect } from './safe-redirect.ts';
import type { SessionUser } from './session.ts';

/** GET /api/v1/me: 200 with the user when signed in; any other answer means signed out. */
export async function loadSessionUser(api: ApiCaller): Promise<SessionUser | null> {
  const result = await api.request<SessionUser>('GET', '/api/v1/me');
  return result.status === 200 && result.body && typeof result.body === 'object' ? result.body : null;
}

/**
 * Guard of the protected areas (/account, /checkout; spec 001 §6): a visitor without a session goes to
 * /unauthorized with the address to come back to.
 */
export async function requireUser(request: Request, api: ApiCaller): Promise<SessionUser> {
  const user = await loadSessionUser(api);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/unauthorized?redirect_uri=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return user;
}

/** Guest guard of /unauthorized and the login screens: a signed-in visitor goes on to redirect_uri or /. */
export async function requireGuest(request: Request, api: ApiCaller): Promise<void> {
  const user = await loadSessionUser(api);
  const url = new URL(request.url);
  if (user) throw redirect(safeRedirect(url.searchParams.get('redirect_uri'), '/', url.origin));
}
