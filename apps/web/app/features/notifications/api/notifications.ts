import type { Page } from '@shop/domain';
import type { Notification, UnreadCount } from '@shop/domain/notifications';
import { api } from '../../../lib/api.ts';

export type NotificationPage = Page<Notification>;
export const NOTIFICATIONS_PAGE_SIZE = 12;

export const notificationsPath = (page: number) =>
  `/api/v1/me/notifications?page=${page}&size=${NOTIFICATIONS_PAGE_SIZE}`;

/** The badge's count; null when it could not be read (signed out, offline). */
export async function fetchUnreadCount(): Promise<number | null> {
  const result = await api.request<UnreadCount>('GET', '/api/v1/me/notifications/unread-count', undefined, {
    silent: true,
  });
  return result.status === 200 ? result.body.unreadCounter.numberOfUnread : null;
}

/** Spec 002 §7: marks those ids read, or all of them (an empty body). The unread left, or null. */
export async function markRead(ids?: string[]): Promise<number | null> {
  const result = await api.request<{ unread: number }>(
    'PATCH',
    '/api/v1/me/notifications/read',
    ids ? { notificationIds: ids } : undefined,
  );
  return result.status === 200 ? result.body.unread : null;
}
