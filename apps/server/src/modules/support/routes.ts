import { isAdmin } from '@shop/domain/accounts';
import { presignedUpload } from '@shop/domain/media';
import {
  openTicketInput,
  rateTicketInput,
  sendMessageInput,
  ticketDetail,
  ticketIdParams,
  ticketImagesInput,
  ticketList,
  ticketListQuery,
  ticketMessage,
  ticketMessages,
} from '@shop/domain/support';
import { z } from 'zod';
import { requireUser } from '../../http/auth.ts';
import type { ApiApp } from '../../http/types.ts';
import { getTicket, listMessages, listTickets } from './get-ticket.ts';
import { openTicket } from './open-ticket.ts';
import { rateTicket } from './rate-ticket.ts';
import { requestTicketImages } from './request-ticket-images.ts';
import { sendMessage } from './send-message.ts';
import { shopperViewer, staffViewer } from './viewer.ts';

const tags = ['support'];

/** The shopper's support requests (README.md): every route needs a member; another shopper's ticket is 404. */
export async function supportRoutes(app: ApiApp): Promise<void> {
  await app.register(async (me: ApiApp) => {
    const { ctx } = me;
    me.addHook('preValidation', async (request) => {
      requireUser(request);
    });
    me.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    me.get(
      '/support/tickets',
      {
        schema: {
          summary: 'My support requests',
          description: 'Latest message first; status IN_PROGRESS or RESOLVED; totalByStatus counts both.',
          tags,
          querystring: ticketListQuery,
          response: { 200: ticketList },
        },
      },
      async (request) => listTickets(ctx, shopperViewer(requireUser(request)), request.query),
    );

    me.post(
      '/support/tickets',
      {
        schema: {
          summary: 'Open a support request',
          description:
            'On an order (orderId, action, subAction, orderItemIds for item-level ones, addressId for "update shipping address"; spec 002 §4) or general (topic), with the first message and photos. Errors: SUPPORT_REQUEST_NOT_ALLOWED, SUPPORT_SUB_ACTION_REQUIRED, SUPPORT_ITEMS_REQUIRED, SUPPORT_ADDRESS_REQUIRED (400), ORDER_ADDRESS_COUNTRY_CHANGED (400), SUPPORT_REQUEST_OPEN (409), the photo codes of media, 404 for another shopper\'s order, line or address.',
          tags,
          body: openTicketInput,
          response: { 201: ticketDetail, 200: ticketDetail },
        },
      },
      async (request, reply) => {
        const detail = await openTicket(ctx, requireUser(request), request.body);
        reply.code(201);
        return detail;
      },
    );

    me.post(
      '/support/images',
      {
        schema: {
          summary: "Upload links for a message's photos",
          description:
            'Spec 000 §7: one link per file (PUT it, then name its fileUUID in the message with the same messageId). ticketId for a reply (staff too), orderId for a new request on an order.',
          tags,
          body: ticketImagesInput,
          response: { 200: z.array(presignedUpload) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const staff =
          request.body.ticketId && (isAdmin(user.roles) || user.roles.includes('ROLE__AMS_STORE_OWNER'));
        const viewer = staff ? await staffViewer(ctx, user) : shopperViewer(user);
        return requestTicketImages(ctx, viewer, request.body);
      },
    );

    me.get(
      '/support/tickets/:ticketId',
      {
        schema: {
          summary: 'One request: ticketSummary, rating, pinned order',
          tags,
          params: ticketIdParams,
          response: { 200: ticketDetail },
        },
      },
      async (request) => getTicket(ctx, shopperViewer(requireUser(request)), request.params.ticketId),
    );

    me.get(
      '/support/tickets/:ticketId/messages',
      {
        schema: {
          summary: 'The thread, oldest first',
          description: "Reading it marks the store's replies read.",
          tags,
          params: ticketIdParams,
          response: { 200: ticketMessages },
        },
      },
      async (request) => listMessages(ctx, shopperViewer(requireUser(request)), request.params.ticketId),
    );

    me.post(
      '/support/tickets/:ticketId/messages',
      {
        schema: {
          summary: 'Send a message',
          description: 'Message 1-2,000 characters, at most 9 photos. TICKET_RESOLVED (409) once resolved.',
          tags,
          params: ticketIdParams,
          body: sendMessageInput,
          response: { 201: ticketMessage },
        },
      },
      async (request, reply) => {
        const message = await sendMessage(
          ctx,
          shopperViewer(requireUser(request)),
          request.params.ticketId,
          request.body,
        );
        reply.code(201);
        return message;
      },
    );

    me.post(
      '/support/tickets/:ticketId/rating',
      {
        schema: {
          summary: 'Rate a resolved request',
          description: '1 to 5, once. TICKET_NOT_RESOLVED, TICKET_ALREADY_RATED (409).',
          tags,
          params: ticketIdParams,
          body: rateTicketInput,
          response: { 200: ticketDetail },
        },
      },
      async (request) =>
        rateTicket(ctx, shopperViewer(requireUser(request)), request.params.ticketId, request.body),
    );
  });
}
