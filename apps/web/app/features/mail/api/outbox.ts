import type { ApiCaller, Page } from '@shop/domain';
import type { OutboxMessage } from '@shop/domain/mail';

export type OutboxPage = Page<OutboxMessage>;

/** Which outbox: the platform admins' (sign-in needed) or the development one (absent in production). */
export type OutboxSource = 'staff' | 'dev';

/**
 * GET /api/v1/{staff|dev}/outbox for a page's loader (apps/server/src/modules/mail): the page of mails, or
 * the HTTP status that stopped it (401 signed out, 403 not an admin, 404 no development outbox here).
 */
export async function loadOutbox(
  api: ApiCaller,
  source: OutboxSource,
  query: { to: string; page: number },
): Promise<{ page: OutboxPage } | { status: number }> {
  const params = new URLSearchParams({ page: String(query.page), size: '20' });
  if (query.to) params.set('to', query.to);
  const result = await api.request<OutboxPage>('GET', `/api/v1/${source}/outbox?${params}`);
  return result.status === 200 ? { page: result.body } : { status: result.status };
}

/** The page and recipient filter of an outbox page's address (bad values fall back to the first page). */
export function outboxQueryOf(url: URL): { to: string; page: number } {
  const page = Number(url.searchParams.get('page'));
  return {
    to: (url.searchParams.get('to') ?? '').trim().slice(0, 254),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}
