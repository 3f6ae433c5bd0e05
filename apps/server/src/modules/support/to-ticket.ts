import type { OrderAddress } from '@shop/domain/orders';
import { formatOrderNumber } from '@shop/domain/orders';
import {
  displayTicketStatus,
  isConfirmed,
  type MessageType,
  type Resolution,
  type ResolveStrategy,
  type TicketMessage,
  type TicketSummary,
} from '@shop/domain/support';
import type { Db } from '../../db/client.ts';
import { findOrderFacts, findUsers, type MessageRow, type TicketRow } from './repository.ts';

/** Tickets as the list and the thread answer them, for the shopper or staff (`read` is the viewer's). */
export async function toTicketSummaries(
  db: Db,
  rows: TicketRow[],
  side: 'shopper' | 'staff',
): Promise<TicketSummary[]> {
  const owners = await findUsers(db, [...new Set(rows.map((r) => r.userId))]);
  const facts = await findOrderFacts(
    db,
    rows.flatMap((r) => (r.orderId ? [r.orderId] : [])),
    rows.flatMap((r) => (r.storeId ? [r.storeId] : [])),
  );
  return rows.map((r) => {
    const owner = owners.get(r.userId);
    const number = r.orderId ? facts.numbers.get(r.orderId) : undefined;
    const strategy = r.resolveStrategy as ResolveStrategy;
    const resolution = r.resolution as Resolution;
    return {
      id: r.id,
      owner: { id: r.userId, fullName: owner?.fullName ?? '', email: owner?.email ?? '' },
      type: r.scope as TicketSummary['type'],
      action: r.action as TicketSummary['action'],
      subAction: r.subAction as TicketSummary['subAction'],
      topic: r.topic as TicketSummary['topic'],
      subject: r.subject,
      description: r.description,
      createdDate: r.createdAt.toISOString(),
      updatedDate: r.updatedAt.toISOString(),
      orderId: r.orderId,
      orderNumber: number === undefined ? null : formatOrderNumber(number),
      storeName: r.storeId ? (facts.storeNames.get(r.storeId) ?? null) : null,
      latestMessage: r.lastMessage
        ? {
            message: r.lastMessage,
            createdDate: r.lastMessageAt.toISOString(),
            from: r.lastMessageFromStore ? 'STORE' : 'USER',
          }
        : null,
      totalItems: r.items.reduce((s, i) => s + i.quantity, 0),
      read: side === 'shopper' ? !r.shopperUnread : !r.staffUnread,
      status: r.status as TicketSummary['status'],
      displayStatus: displayTicketStatus(r.status),
      resolution,
      resolutionReason: r.resolutionReason,
      resolveStrategy: strategy,
      confirmed: isConfirmed(strategy, resolution),
      rating: r.rating,
      items: r.items,
      address: (r.address as OrderAddress | null) ?? null,
    };
  });
}

export function toTicketMessage(row: MessageRow, orderId: string | null): TicketMessage {
  return {
    id: row.id,
    from: row.fromStore ? 'STORE' : 'USER',
    type: row.type as MessageType,
    author: { fullName: row.authorName },
    message: row.message,
    photos: row.photos.map((imageUrl, i) => ({ imageUrl, thumbnailUrl: row.photoThumbs[i] ?? imageUrl })),
    createdDate: row.createdAt.toISOString(),
    resolution: row.resolution as Resolution,
    orderId,
  };
}
