import type { OrderStatus } from '@shop/domain/orders';
import {
  MESSAGE_FETCH_SIZE,
  type StaffTicketListQuery,
  type TicketDetail,
  type TicketList,
  type TicketMessages,
  ticketListQuery,
} from '@shop/domain/support';
import type { AppContext } from '../../http/types.ts';
import { getOrderAsStaff } from '../orders/index.ts';
import { findMessages, findTicketPage, markSeen } from './repository.ts';
import { toTicketMessage, toTicketSummaries } from './to-ticket.ts';
import { type Viewer, visibleTicket } from './viewer.ts';

/** A thread's header: the ticket, its rating (spec's "reviews with rating") and the pinned order. */
export async function getTicket(ctx: AppContext, viewer: Viewer, ticketId: string): Promise<TicketDetail> {
  const row = await visibleTicket(ctx, viewer, ticketId);
  const [ticketSummary] = await toTicketSummaries(ctx.db, [row], viewer.side);
  // The ticket was visible, so is its order (the shopper's own, or staff's).
  const order = row.orderId ? await getOrderAsStaff(ctx, row.orderId) : null;
  return {
    ticketSummary: ticketSummary!,
    reviews: row.rating === null ? [] : [{ rating: row.rating }],
    pinMessage: order
      ? {
          orderId: order.id,
          orderNumber: order.orderNumber,
          orderStatus: order.orderStatus as OrderStatus,
          orderDate: order.orderDate,
          total: order.total,
          totalItems: order.totalItems,
          storeName: order.storeName,
          shippingAddress: order.shippingAddress,
        }
      : null,
  };
}

/** The thread's messages, oldest first (spec 002 §7: 1,000 at a time); reading them marks them seen. */
export async function listMessages(
  ctx: AppContext,
  viewer: Viewer,
  ticketId: string,
): Promise<TicketMessages> {
  const row = await visibleTicket(ctx, viewer, ticketId);
  const { rows, total } = await findMessages(ctx.db, row.id, MESSAGE_FETCH_SIZE);
  await markSeen(ctx.db, row.id, viewer.side);
  return { contents: rows.map((m) => toTicketMessage(m, row.orderId)), totalElements: total };
}

/** The viewer's tickets, the latest message first, with the counts by displayed status. */
export async function listTickets(
  ctx: AppContext,
  viewer: Viewer,
  query: Partial<StaffTicketListQuery>,
): Promise<TicketList> {
  const paging = ticketListQuery.parse(query);
  const { rows, total, totalByStatus } = await findTicketPage(ctx.db, viewer.scope, {
    ...paging,
    ...(viewer.side === 'staff' && query.q ? { q: query.q } : {}),
  });
  const summaries = await toTicketSummaries(ctx.db, rows, viewer.side);
  return {
    contents: summaries.map((s) => ({ id: s.id, subTickets: [s] })),
    page: paging.page,
    size: paging.size,
    totalElements: total,
    totalByStatus,
  };
}
