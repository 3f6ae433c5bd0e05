import { type PagingQuery, page } from '@shop/domain';
import type { Notification } from '@shop/domain/notifications';
import type { AppContext } from '../../http/types.ts';
import { countUnread, listForUser, type NotificationRow } from './repository/notifications.ts';

export function toNotification(r: NotificationRow): Notification {
  return {
    id: r.id,
    category: r.kind,
    subject: r.subject,
    messageContent: r.message,
    thumbnail: r.thumbnail ? { imageUrl: r.thumbnail } : null,
    referenceLink: r.link,
    sentDate: r.createdAt.toISOString(),
    isRead: r.readAt !== null,
  };
}

/** The shopper's notifications, newest first. */
export async function listNotifications(
  ctx: AppContext,
  userId: string,
  query: PagingQuery & { unread: boolean },
) {
  const { rows, total } = await listForUser(ctx.db, userId, {
    unread: query.unread,
    offset: (query.page - 1) * query.size,
    limit: query.size,
  });
  return page(rows.map(toNotification), query, total);
}

/** Spec 002 §3: unreadCounter.numberOfUnread. */
export async function getUnreadCount(ctx: AppContext, userId: string) {
  return { unreadCounter: { numberOfUnread: await countUnread(ctx.db, userId) } };
}
