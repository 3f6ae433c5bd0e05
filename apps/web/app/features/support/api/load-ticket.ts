import type { ApiCaller } from '@shop/domain';
import type { TicketDetail, TicketMessages } from '@shop/domain/support';
import { data } from 'react-router';

/**
 * A ticket and its thread for a page's loader, the shopper's or staff's by `path`: 403 and 404 (or an id
 * that is not one) become those pages, anything else that failed the 503 page.
 */
export async function loadTicket(api: ApiCaller, path: string) {
  const detail = await api.request<TicketDetail>('GET', path);
  if (detail.status === 403) throw data(null, { status: 403 });
  if (detail.status === 404 || detail.status === 400) throw data(null, { status: 404 });
  if (detail.status !== 200) throw data(null, { status: 503 });
  const messages = await api.request<TicketMessages>('GET', `${path}/messages`);
  if (messages.status !== 200) throw data(null, { status: 503 });
  return { detail: detail.body, messages: messages.body.contents };
}
