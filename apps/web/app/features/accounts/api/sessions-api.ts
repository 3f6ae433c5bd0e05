import type { sessionItem } from '@shop/domain/accounts';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

/** One signed-in browser of the shopper (GET /api/v1/me/sessions); `current` is this one. */
export type SessionRow = z.infer<typeof sessionItem>;

export async function fetchSessions(): Promise<SessionRow[] | null> {
  const result = await api.request<{ contents: SessionRow[] }>('GET', '/api/v1/me/sessions');
  return result.status === 200 ? result.body.contents : null;
}

/** Signs one other browser out (404 when it is gone already: the list is simply out of date). */
export async function revokeSession(id: string): Promise<boolean> {
  const result = await api.request('DELETE', `/api/v1/me/sessions/${encodeURIComponent(id)}`);
  return result.status === 204 || result.status === 404;
}

/** Signs every other browser out; how many were. */
export async function revokeOtherSessions(): Promise<number | null> {
  const result = await api.request<{ revoked: number }>('DELETE', '/api/v1/me/sessions');
  return result.status === 200 ? result.body.revoked : null;
}
