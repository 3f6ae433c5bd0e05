import { DomainError } from '@shop/domain';
import { type SendMessageInput, sendMessageInput, type TicketMessage } from '@shop/domain/support';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../http/types.ts';
import { queueMail } from '../mail/index.ts';
import { claimUploads, readyUploads } from '../media/index.ts';
import { notify } from '../notifications/index.ts';
import {
  findMessage,
  findOrderFacts,
  findUsers,
  insertMessage,
  lockTicket,
  type MessageRow,
  type NewMessage,
  type TicketRow,
  updateTicket,
} from './repository.ts';
import { ticketMail } from './ticket-mail.ts';
import { toTicketMessage } from './to-ticket.ts';
import { type Viewer, visibleTicket } from './viewer.ts';

/** Ours: who signs the store's messages when the ticket has no store (a general request). */
export const SUPPORT_SIGNATURE = 'Customer support';

/** Who signs the store's side of a thread: the order's store, else the shop's customer support. */
export async function signatureOf(ctx: AppContext, ticket: TicketRow): Promise<string> {
  if (!ticket.storeId) return SUPPORT_SIGNATURE;
  const { storeNames } = await findOrderFacts(ctx.db, [], [ticket.storeId]);
  return storeNames.get(ticket.storeId) ?? SUPPORT_SIGNATURE;
}

/**
 * POST /support/tickets/{id}/messages (the shopper) and /staff/tickets/{id}/messages (staff): a message of
 * the thread with its photos, until the request is resolved (TICKET_RESOLVED, 409). The same messageId
 * again is the same message.
 */
export async function sendMessage(
  ctx: AppContext,
  viewer: Viewer,
  ticketId: string,
  body: SendMessageInput,
): Promise<TicketMessage> {
  const input = sendMessageInput.parse(body);
  const seen = await visibleTicket(ctx, viewer, ticketId);
  const again = await findMessage(ctx.db, input.messageId);
  if (again) {
    if (again.ticketId !== seen.id || again.authorId !== viewer.userId)
      throw new DomainError('CONFLICT', {}, 409);
    return toTicketMessage(again, seen.orderId);
  }
  if (seen.status === 'DONE') throw new DomainError('TICKET_RESOLVED', {}, 409);
  await readyUploads(ctx, {
    userId: viewer.userId,
    purpose: 'support',
    ownerRef: input.messageId,
    fileUUIDs: input.fileUUIDs,
  });
  const row = await ctx.db.transaction(async (db) => {
    const tx = db as unknown as Db;
    const ticket = await lockTicket(tx, seen.id);
    if (!ticket || ticket.status === 'DONE') throw new DomainError('TICKET_RESOLVED', {}, 409);
    return addMessage({ ...ctx, db: tx }, ticket, viewer, input);
  });
  return toTicketMessage(row, seen.orderId);
}

/**
 * Inside the caller's transaction (`ctx.db`, the ticket locked or just made): the message and its photos
 * (claimed from media), the ticket's last message and unread marks; a store reply moves the thread to
 * ON_GOING, and tells the shopper by a notification and an e-mail in the same transaction.
 */
export async function addMessage(
  ctx: AppContext,
  ticket: TicketRow,
  viewer: Viewer,
  input: { messageId: string; message: string; fileUUIDs: string[] },
  extra: Partial<NewMessage> = {},
): Promise<MessageRow> {
  const fromStore = viewer.side === 'staff';
  const photos = await claimUploads(ctx, ctx.db, {
    userId: viewer.userId,
    purpose: 'support',
    ownerRef: input.messageId,
    fileUUIDs: input.fileUUIDs,
  });
  const people = await findUsers(ctx.db, [ticket.userId]);
  const shopper = people.get(ticket.userId);
  const from = await signatureOf(ctx, ticket);
  const now = ctx.now();
  const row = await insertMessage(ctx.db, {
    id: input.messageId,
    ticketId: ticket.id,
    authorId: viewer.userId,
    authorName: fromStore ? from : shopper?.fullName || 'You',
    fromStore,
    type: fromStore ? 'MESSAGE_CENTER_REPLY' : 'MESSAGE_CENTER',
    message: input.message,
    photos: photos.map((p) => p.imageUrl),
    photoThumbs: photos.map((p) => p.thumbnailUrl),
    photoIds: photos.map((p) => p.fileUUID),
    createdAt: now,
    ...extra,
  });
  // The same id sent twice at once: the first one's message stands.
  if (!row) throw new DomainError('CONFLICT', {}, 409);
  await updateTicket(ctx.db, ticket.id, {
    lastMessage: input.message.slice(0, 200),
    lastMessageAt: now,
    lastMessageFromStore: fromStore,
    ...(fromStore
      ? {
          shopperUnread: true,
          staffUnread: false,
          ...(ticket.status === 'CREATED' ? { status: 'ON_GOING' } : {}),
        }
      : { staffUnread: true }),
  });
  if (fromStore && !extra.type) {
    await notify(ctx.db, {
      userId: ticket.userId,
      kind: 'TICKET_REPLY',
      subject: `${from} replied to your request`,
      message: `${ticket.subject}: ${input.message}`,
      thumbnail: photos[0]?.thumbnailUrl ?? null,
      link: `/account/tickets/${ticket.id}`,
      refType: 'TICKET',
      refId: ticket.id,
      key: `ticket:${ticket.id}:reply:${input.messageId}`,
    });
    if (shopper)
      await queueMail(
        ctx,
        ticketMail({
          kind: 'TICKET_REPLY',
          to: shopper.email,
          name: shopper.fullName,
          subject: ticket.subject,
          text: input.message,
          from,
          ticketId: ticket.id,
          publicUrl: ctx.config.publicUrl,
        }),
      );
  }
  return row;
}
