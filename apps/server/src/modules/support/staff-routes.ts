import {
  resolveTicketInput,
  sendMessageInput,
  staffTicketListQuery,
  ticketDetail,
  ticketIdParams,
  ticketList,
  ticketMessage,
  ticketMessages,
} from '@shop/domain/support';
import { requireStaff } from '../../http/auth.ts';
import type { ApiApp } from '../../http/types.ts';
import { getTicket, listMessages, listTickets } from './get-ticket.ts';
import { resolveTicket } from './resolve-ticket.ts';
import { sendMessage } from './send-message.ts';
import { staffViewer } from './viewer.ts';

const tags = ['support (staff)'];

/**
 * Staff's side of support (platform admins see every ticket, store owners their stores'; shoppers 403):
 * the list, a thread, replies and the decision.
 */
export async function staffSupportRoutes(app: ApiApp): Promise<void> {
  await app.register(async (staff: ApiApp) => {
    const { ctx } = staff;
    staff.addHook('preValidation', async (request) => {
      requireStaff(request);
    });
    staff.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    const viewerOf = (request: Parameters<typeof requireStaff>[0]) => staffViewer(ctx, requireStaff(request));

    staff.get(
      '/staff/tickets',
      {
        schema: {
          summary: 'Support requests (staff)',
          description:
            'Latest message first; status IN_PROGRESS or RESOLVED; q: an order number, an e-mail or words of the subject.',
          tags,
          querystring: staffTicketListQuery,
          response: { 200: ticketList },
        },
      },
      async (request) => listTickets(ctx, await viewerOf(request), request.query),
    );
    staff.get(
      '/staff/tickets/:ticketId',
      {
        schema: {
          summary: 'One request (staff)',
          tags,
          params: ticketIdParams,
          response: { 200: ticketDetail },
        },
      },
      async (request) => getTicket(ctx, await viewerOf(request), request.params.ticketId),
    );
    staff.get(
      '/staff/tickets/:ticketId/messages',
      {
        schema: {
          summary: 'The thread, oldest first (staff)',
          tags,
          params: ticketIdParams,
          response: { 200: ticketMessages },
        },
      },
      async (request) => listMessages(ctx, await viewerOf(request), request.params.ticketId),
    );
    staff.post(
      '/staff/tickets/:ticketId/messages',
      {
        schema: {
          summary: 'Reply (staff)',
          description: 'The shopper gets a notification and an e-mail with a link to the thread.',
          tags,
          params: ticketIdParams,
          body: sendMessageInput,
          response: { 201: ticketMessage },
        },
      },
      async (request, reply) => {
        const message = await sendMessage(
          ctx,
          await viewerOf(request),
          request.params.ticketId,
          request.body,
        );
        reply.code(201);
        return message;
      },
    );
    staff.post(
      '/staff/tickets/:ticketId/resolution',
      {
        schema: {
          summary: 'ACCEPT or REFUSE a request (staff)',
          description:
            'REFUSE needs a reason. An accepted cancel of the order cancels it (refunded if paid); an accepted new shipping address is written on the order; in one transaction with the decision. TICKET_RESOLVED (409) when already decided; ORDER_NOT_CANCELLABLE, ORDER_ADDRESS_NOT_CHANGEABLE (409) when the order moved on.',
          tags,
          params: ticketIdParams,
          body: resolveTicketInput,
          response: { 200: ticketDetail },
        },
      },
      async (request) => resolveTicket(ctx, await viewerOf(request), request.params.ticketId, request.body),
    );
  });
}
