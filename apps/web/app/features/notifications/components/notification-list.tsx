import type { Notification } from '@shop/domain/notifications';
import { useState } from 'react';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { markRead } from '../api/notifications.ts';
import { unread } from '../lib/unread-store.ts';
import { NotificationDetail } from './notification-detail.tsx';

/**
 * The shopper's notifications (spec 000 §3): thumbnail (64 wide), subject, message, sent date and an unread
 * dot. Opening one shows NOTIFICATION DETAIL and marks it read; MARK ALL AS READ sends an empty body.
 */
export function NotificationList({ initial }: { initial: Notification[] }) {
  const { t } = useTranslation();
  const [items, setItems] = useState(initial);
  const [open, setOpen] = useState<Notification | null>(null);
  // A new page of the loader replaces the list.
  const [source, setSource] = useState(initial);
  if (source !== initial) {
    setSource(initial);
    setItems(initial);
  }

  const markLocal = (ids: string[] | null) =>
    setItems((all) => all.map((n) => (ids === null || ids.includes(n.id) ? { ...n, isRead: true } : n)));

  async function show(item: Notification) {
    setOpen(item);
    if (item.isRead) return;
    markLocal([item.id]);
    const left = await markRead([item.id]);
    if (left !== null) unread.set(left);
  }

  async function markAll() {
    const left = await markRead();
    if (left === null) return;
    markLocal(null);
    unread.set(left);
  }

  if (items.length === 0) return <p className="notifications__empty">{t('notification.empty')}</p>;
  return (
    <>
      <div className="notifications__bar">
        <button
          type="button"
          className="btn btn--ghost"
          disabled={items.every((n) => n.isRead)}
          onClick={() => void markAll()}
        >
          {t('notification.markAllRead')}
        </button>
      </div>
      <ul className="notifications">
        {items.map((n) => (
          <li key={n.id}>
            <button
              type="button"
              className={`notification${n.isRead ? '' : ' notification--unread'}`}
              onClick={() => void show(n)}
            >
              {n.thumbnail ? (
                <img
                  className="notification__thumb"
                  src={n.thumbnail.imageUrl}
                  alt=""
                  width={64}
                  height={64}
                />
              ) : (
                <span className="notification__thumb notification__thumb--none" aria-hidden="true" />
              )}
              <span className="notification__text">
                <strong className="notification__subject">{n.subject}</strong>
                <span className="notification__message">{n.messageContent}</span>
                <time className="notification__date" dateTime={n.sentDate}>
                  {formatDate(n.sentDate)}
                </time>
              </span>
              {!n.isRead && (
                <span className="notification__dot" role="img" aria-label={t('notification.unread')} />
              )}
            </button>
          </li>
        ))}
      </ul>
      {open && <NotificationDetail item={open} onClose={() => setOpen(null)} />}
    </>
  );
}
