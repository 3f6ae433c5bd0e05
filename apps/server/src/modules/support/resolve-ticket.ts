import { randomUUID } from 'node:crypto';
import { DomainError } from '@shop/domain';
import { canStaffMove, FINAL_STATUSES, type OrderStatus } from '@shop/domain/orders';
import {
  type AcceptEffect,
  acceptEffect,
  type RequestKind,
  type ResolveTicketInput,
  resolveTicketInput,
  type SubAction,
  type TicketDetail,
} from '@shop/domain/support';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../http/types.ts';
import { queueMail } from '../mail/index.ts';
import { notify } from '../notifications/index.ts';
import {
  cancelInTransaction,
  changeShippingAddress,
  findOrderRow,
  type OrderRow,
  refundThroughProvider,
} from '../orders/index.ts';
import { getTicket } from './get-ticket.ts';
import { findUsers, lockTicket, type TicketRow, updateTicket } from './repository.ts';
import { addMessage, signatureOf } from './send-message.ts';
import { ticketMail } from './ticket-mail.ts';
import { type Viewer, visibleTicket } from './viewer.ts';

const WORDS = { ACCEPT: 'Your request was accepted.', REFUSE: 'Your request was refused.' } as const;

/**
 * POST /staff/tickets/{id}/resolution: staff ACCEPT or REFUSE (with a reason) a request. An accepted
 * "cancel" of the order cancels it through the orders module (refunded through the provider first, outside
 * any transaction, with the order's one refund key), an accepted "update shipping address" writes the
 * ticket's address on the order; both in ONE transaction with the ticket's resolution, its messages, the
 * shopper's notification and e-mail. The ticket is locked first: of two decisions one wins, the other is
 * TICKET_RESOLVED (409); a cancel that lost to another (the shopper's own) is ORDER_NOT_CANCELLABLE (409)
 * and leaves the ticket open.
 */
export async function resolveTicket(
  ctx: AppContext,
  viewer: Viewer,
  ticketId: string,
  body: ResolveTicketInput,
): Promise<TicketDetail> {
  const input = resolveTicketInput.parse(body);
  const seen = await visibleTicket(ctx, viewer, ticketId);
  if (seen.status === 'DONE') throw new DomainError('TICKET_RESOLVED', {}, 409);
  let effect: AcceptEffect =
    input.resolution === 'ACCEPT'
      ? acceptEffect(seen.action as RequestKind, seen.subAction as SubAction)
      : null;
  const order = seen.orderId ? await findOrderRow(ctx.db, seen.orderId, null) : undefined;
  let refunded = 0;
  if (effect === 'CANCEL_ORDER' && order) {
    const status = order.status as OrderStatus;
    // Already cancelled (by the shopper, or expired): the request is met, nothing to carry out.
    if (FINAL_STATUSES.includes(status)) effect = null;
    else if (!canStaffMove(status, 'CANCELED'))
      throw new DomainError('ORDER_NOT_CANCELLABLE', { status }, 409);
    else refunded = await refundThroughProvider(ctx, order, input.reason || 'requested_by_customer');
  }

  await ctx.db.transaction(async (db) => {
    const tx = db as unknown as Db;
    const txCtx = { ...ctx, db: tx };
    const ticket = await lockTicket(tx, seen.id);
    if (!ticket || ticket.status === 'DONE') throw new DomainError('TICKET_RESOLVED', {}, 409);
    const note = `Support request accepted${input.reason ? `: ${input.reason}` : ''}`;
    if (effect === 'CANCEL_ORDER' && order)
      await cancelInTransaction(txCtx, order as OrderRow, { refunded, actor: 'STAFF', reason: note });
    if (effect === 'UPDATE_SHIPPING_ADDRESS' && ticket.orderId && ticket.address)
      await changeShippingAddress(txCtx, {
        orderId: ticket.orderId,
        address: ticket.address as Parameters<typeof changeShippingAddress>[1]['address'],
        actor: 'STAFF',
        note,
      });
    await recordDecision(txCtx, ticket, viewer, input.resolution, input.reason);
  });
  return getTicket(ctx, viewer, seen.id);
}

/** The decision's messages and the ticket's DONE, the notification and the e-mail (in `ctx.db`'s transaction). */
async function recordDecision(
  ctx: AppContext,
  ticket: TicketRow,
  viewer: Viewer,
  resolution: 'ACCEPT' | 'REFUSE',
  reason: string,
): Promise<void> {
  const words = WORDS[resolution];
  const type = 'MESSAGE_CENTER_RESOLUTION' as const;
  await addMessage(
    ctx,
    ticket,
    viewer,
    { messageId: randomUUID(), message: words, fileUUIDs: [] },
    {
      type,
      resolution,
    },
  );
  if (reason)
    await addMessage(
      ctx,
      ticket,
      viewer,
      { messageId: randomUUID(), message: reason, fileUUIDs: [] },
      {
        type: 'MESSAGE_CENTER_RESOLUTION_REASON',
        resolution,
      },
    );
  const now = ctx.now();
  await updateTicket(ctx.db, ticket.id, {
    status: 'DONE',
    resolution,
    resolutionReason: reason,
    resolvedBy: viewer.userId,
    resolvedAt: now,
  });
  const shopper = (await findUsers(ctx.db, [ticket.userId])).get(ticket.userId);
  const text = reason ? `${words} ${reason}` : words;
  await notify(ctx.db, {
    userId: ticket.userId,
    kind: 'TICKET_RESOLVED',
    subject: resolution === 'ACCEPT' ? 'Your request was accepted' : 'Your request was refused',
    message: `${ticket.subject}: ${text}`,
    link: `/account/tickets/${ticket.id}`,
    refType: 'TICKET',
    refId: ticket.id,
    key: `ticket:${ticket.id}:resolved`,
  });
  if (shopper)
    await queueMail(
      ctx,
      ticketMail({
        kind: 'TICKET_RESOLVED',
        to: shopper.email,
        name: shopper.fullName,
        subject: ticket.subject,
        text,
        from: await signatureOf(ctx, ticket),
        ticketId: ticket.id,
        publicUrl: ctx.config.publicUrl,
      }),
    );
}
