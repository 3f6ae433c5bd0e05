import type { PresignedUpload, UploadRequestFile } from '@shop/domain/media';
import type { OpenTicketInput, TicketDetail, TicketMessage } from '@shop/domain/support';
import { api } from '../../../lib/api.ts';

type Side = 'support' | 'staff';

/** The support calls of spec 002 §7 (tickets, messages, rating) and staff's reply and decision. */
export const supportApi = {
  links: async (
    target: { messageId: string; ticketId?: string; orderId?: string },
    files: UploadRequestFile[],
  ) => {
    const res = await api.request<PresignedUpload[]>('POST', '/api/v1/support/images', {
      ...target,
      presignedUrlUploadRequests: files,
    });
    return res.status === 200 ? (res.body ?? null) : null;
  },
  open: async (body: OpenTicketInput) => {
    const res = await api.request<TicketDetail>('POST', '/api/v1/support/tickets', body);
    return res.status === 201 || res.status === 200 ? (res.body ?? null) : null;
  },
  send: async (
    side: Side,
    ticketId: string,
    body: { messageId: string; message: string; fileUUIDs: string[] },
  ) => {
    const res = await api.request<TicketMessage>(
      'POST',
      `/api/v1/${side}/tickets/${ticketId}/messages`,
      body,
    );
    return res.status === 201 ? (res.body ?? null) : null;
  },
  rate: async (ticketId: string, rating: number) => {
    const res = await api.request<TicketDetail>('POST', `/api/v1/support/tickets/${ticketId}/rating`, {
      rating,
    });
    return res.status === 200 ? (res.body ?? null) : null;
  },
  resolve: async (ticketId: string, body: { resolution: 'ACCEPT' | 'REFUSE'; reason: string }) => {
    const res = await api.request<TicketDetail>('POST', `/api/v1/staff/tickets/${ticketId}/resolution`, body);
    return res.status === 200 ? (res.body ?? null) : null;
  },
};

/** The list's status filter from a page address (?status=IN_PROGRESS or RESOLVED), else none. */
export const statusOf = (url: string): 'IN_PROGRESS' | 'RESOLVED' | null => {
  const s = new URL(url).searchParams.get('status');
  return s === 'IN_PROGRESS' || s === 'RESOLVED' ? s : null;
};

/** Requests a page of the lists (ours: the spec does not say how many). */
export const TICKETS_PER_PAGE = 20;

/** A list page's address (?status=&page=) as the API's query, and the status it filters by. */
export function ticketListParams(url: string) {
  const status = statusOf(url);
  const page = Math.max(1, Number.parseInt(new URL(url).searchParams.get('page') ?? '1', 10) || 1);
  const query = new URLSearchParams({ page: String(page), size: String(TICKETS_PER_PAGE) });
  if (status) query.set('status', status);
  return { status, query: query.toString() };
}
