import { DomainError, notFound } from '@shop/domain';
import type { OrderAddress, OrderStatus } from '@shop/domain/orders';
import {
  GENERAL_TOPIC_WORDS,
  needsItems,
  type OpenTicketInput,
  openTicketInput,
  REQUEST_KIND_WORDS,
  requestProblem,
  resolveStrategyOf,
  SUB_ACTION_WORDS,
  type TicketDetail,
} from '@shop/domain/support';
import type { Db } from '../../db/client.ts';

import type { SessionUser } from '../../http/auth.ts';
import type { AppContext } from '../../http/types.ts';
import { getAddress } from '../addresses/index.ts';
import { readyUploads } from '../media/index.ts';
import { addressChangeProblem, findOrderRow, getOrder, snapshotAddress } from '../orders/index.ts';
import { getTicket } from './get-ticket.ts';
import { findMessage, insertTicket, type TicketItemValue } from './repository.ts';
import { addMessage } from './send-message.ts';
import { shopperViewer } from './viewer.ts';

/**
 * POST /support/tickets: a shopper's request on one of their orders, or a general one, with its first
 * message and photos. The server holds spec 002 §4: the kinds the order's status allows, the sub-action of
 * the kind, the items of item-level ones (lines of this order), the new address of "update shipping
 * address" (from the shopper's address book, in the order's country). One open request per order and kind.
 * The same `messageId` again answers the ticket it opened (a retried request).
 */
export async function openTicket(
  ctx: AppContext,
  user: SessionUser,
  body: OpenTicketInput,
): Promise<TicketDetail> {
  const input = openTicketInput.parse(body);
  const viewer = shopperViewer(user);
  const again = await findMessage(ctx.db, input.messageId);
  if (again) {
    if (again.authorId !== user.id) throw new DomainError('CONFLICT', {}, 409);
    return getTicket(ctx, viewer, again.ticketId);
  }

  let values: Parameters<typeof insertTicket>[1];
  if (input.orderId && input.action) {
    const order = await getOrder(ctx, user.id, input.orderId);
    const items: TicketItemValue[] = [];
    if (needsItems(input.subAction)) {
      for (const id of new Set(input.orderItemIds)) {
        const line = order.items.find((i) => i.id === id);
        if (!line) throw notFound('order item');
        items.push({
          orderItemId: line.id,
          name: line.name,
          variantName: line.variantName,
          quantity: line.quantity,
          imageUrl: line.image?.imageUrl ?? null,
        });
      }
    }
    let address: OrderAddress | null = null;
    if (input.action === 'UPDATE_SHIPPING_ADDRESS' && input.addressId) {
      address = snapshotAddress(await getAddress(ctx, user.id, input.addressId));
      const row = await findOrderRow(ctx.db, order.id, user.id);
      const problem = row && addressChangeProblem(row, address);
      if (problem) throw problem;
    }
    const problem = requestProblem({
      status: order.orderStatus as OrderStatus,
      action: input.action,
      subAction: input.subAction ?? null,
      itemCount: items.length,
      hasAddress: address !== null,
    });
    if (problem) throw new DomainError(problem.code, problem.params, 400);
    const kind = REQUEST_KIND_WORDS[input.action];
    const sub = input.subAction ? ` (${SUB_ACTION_WORDS[input.subAction]})` : '';
    values = {
      userId: user.id,
      scope: 'ORDER',
      action: input.action,
      subAction: input.subAction ?? null,
      subject: input.subject || `Order ${order.orderNumber}: ${kind[0]!.toUpperCase()}${kind.slice(1)}${sub}`,
      description: input.message,
      orderId: order.id,
      storeId: order.storeId,
      items,
      address,
      resolveStrategy: resolveStrategyOf(input.action),
    };
  } else {
    const topic = input.topic!;
    const words = GENERAL_TOPIC_WORDS[topic];
    values = {
      userId: user.id,
      scope: 'STORE',
      topic,
      subject: input.subject || `${words[0]!.toUpperCase()}${words.slice(1)}`,
      description: input.message,
      resolveStrategy: 'NONE',
    };
  }

  const owner = { userId: user.id, purpose: 'support' as const, ownerRef: input.messageId };
  // Outside the transaction: this may read files back from S3 and run sharp.
  await readyUploads(ctx, { ...owner, fileUUIDs: input.fileUUIDs });
  const ticketId = await ctx.db.transaction(async (db) => {
    const tx = db as unknown as Db;
    const now = ctx.now();
    const ticket = await insertTicket(tx, { ...values, createdAt: now, lastMessageAt: now });
    if (!ticket) throw new DomainError('SUPPORT_REQUEST_OPEN', { action: values.action ?? '' }, 409);
    await addMessage({ ...ctx, db: tx }, ticket, viewer, {
      messageId: input.messageId,
      message: input.message,
      fileUUIDs: input.fileUUIDs,
    });
    return ticket.id;
  });
  return getTicket(ctx, viewer, ticketId);
}
