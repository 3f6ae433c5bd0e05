import type { Notification } from '@shop/domain/notifications';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Modal } from '../../../shell/modal.tsx';

/**
 * NOTIFICATION DETAIL (spec 000 §2): thumbnail, subject and message; GO TO DETAIL opens the reference link
 * in a new window when one exists. Text is rendered as text, never as markup.
 */
export function NotificationDetail({ item, onClose }: { item: Notification; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Modal onClose={onClose} labelledBy={id} className="dialog notification-detail">
      <h2 id={id} className="dialog__title">
        {t('notification.detailTitle')}
      </h2>
      {item.thumbnail && (
        <img
          className="notification-detail__thumb"
          src={item.thumbnail.imageUrl}
          alt=""
          width={64}
          height={64}
        />
      )}
      <h3 className="notification-detail__subject">{item.subject}</h3>
      <p className="notification-detail__message">{item.messageContent}</p>
      <div className="dialog__actions">
        {item.referenceLink && (
          <a
            className="btn btn--accent"
            href={item.referenceLink}
            target="_blank"
            rel="noopener noreferrer"
            data-autofocus
            onClick={onClose}
          >
            {t('notification.goToDetail')}
          </a>
        )}
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t('notification.close')}
        </button>
      </div>
    </Modal>
  );
}
