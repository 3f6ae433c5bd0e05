import { displayStatus } from '@shop/domain/orders';
import type { TicketDetail, TicketMessage } from '@shop/domain/support';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatUsd } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { supportApi } from '../api/support-api.ts';
import { MessageBox, type SupportPhotos } from './message-box.tsx';

/**
 * One support thread (spec 002 §3): the request's header with its status, the pinned order overview, the
 * messages oldest first with their photos (text shown as text), then the reply box while it is open; once
 * resolved, the shopper's rating, and for staff the ACCEPT / REFUSE decision with a reason.
 */
export function TicketThread({
  detail,
  messages,
  side,
  messageId,
  photos,
  onChanged,
}: {
  detail: TicketDetail;
  messages: TicketMessage[];
  side: 'support' | 'staff';
  messageId: string;
  photos: SupportPhotos;
  onChanged(): void;
}) {
  const { t } = useTranslation();
  const s = detail.ticketSummary;
  const pin = detail.pinMessage;
  const open = s.status !== 'DONE';
  return (
    <div className="thread">
      <header className="thread__head">
        <h2 className="thread__subject">{s.subject}</h2>
        <span className={`ticket-status ticket-status--${s.displayStatus}`}>
          {t(`support.status.${s.displayStatus}`)}
        </span>
        {s.resolution !== 'NONE' && (
          <p className="thread__resolution">{t(`support.resolution.${s.resolution}`)}</p>
        )}
        {side === 'staff' && (
          <p className="thread__owner">
            {s.owner.fullName} · {s.owner.email}
          </p>
        )}
      </header>
      {pin && (
        <aside className="thread__pin" aria-label={t('support.order')}>
          <p>
            <strong>{pin.orderNumber}</strong> · {pin.storeName} ·{' '}
            {t(`orders.statuses.${displayStatus(pin.orderStatus)}`)}
          </p>
          <p>
            {formatDate(pin.orderDate)} · {formatUsd(pin.total)} ·{' '}
            {t('support.itemCount', { count: pin.totalItems })}
          </p>
          <p className="thread__address">{pin.shippingAddress.fullAddress}</p>
          {side === 'support' && <Link to={`/account/orders/${pin.orderId}`}>{t('support.seeOrder')}</Link>}
        </aside>
      )}
      {(s.items.length > 0 || s.address) && (
        <div className="thread__request">
          {s.items.map((i) => (
            <p key={i.orderItemId}>
              {i.name}
              {i.variantName && ` · ${i.variantName}`} × {i.quantity}
            </p>
          ))}
          {s.address && (
            <p>
              {t('support.newAddress')}: {s.address.fullAddress}
            </p>
          )}
        </div>
      )}
      <ol className="thread__messages">
        {messages.map((m) => (
          <li key={m.id} className={`msg msg--${m.from === 'STORE' ? 'store' : 'user'} msg--${m.type}`}>
            <p className="msg__meta">
              <strong>{m.author.fullName}</strong> ·{' '}
              <time dateTime={m.createdDate}>{formatDate(m.createdDate)}</time>
            </p>
            <p className="msg__text">{m.message}</p>
            {m.photos.length > 0 && (
              <ul className="msg__photos">
                {m.photos.map((p) => (
                  <li key={p.imageUrl}>
                    <a href={p.imageUrl} target="_blank" rel="noreferrer">
                      <img
                        src={p.thumbnailUrl}
                        alt={t('support.photo')}
                        width={88}
                        height={88}
                        loading="lazy"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {open && (
        <MessageBox
          label={side === 'staff' ? t('support.reply') : t('support.message')}
          submit={t('support.send')}
          photos={photos}
          send={async (message, fileUUIDs) => {
            const sent = await supportApi.send(side, s.id, { messageId, message, fileUUIDs });
            if (sent) onChanged();
            return sent !== null;
          }}
        />
      )}
      {open && side === 'staff' && <Decision ticketId={s.id} onDone={onChanged} />}
      {!open && side === 'support' && <Rating ticketId={s.id} rating={s.rating} onDone={onChanged} />}
    </div>
  );
}

function Decision({ ticketId, onDone }: { ticketId: string; onDone(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [loading, setLoading] = useState(false);
  const decide = async (resolution: 'ACCEPT' | 'REFUSE') => {
    setLoading(true);
    try {
      if (await supportApi.resolve(ticketId, { resolution, reason })) onDone();
    } finally {
      setLoading(false);
    }
  };
  return (
    <section className="thread__decision" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('support.decision')}</h3>
      <label htmlFor={`${id}-reason`}>{t('support.reason')}</label>
      <textarea id={`${id}-reason`} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
      <div className="thread__actions">
        <button
          type="button"
          className="btn btn--accent"
          disabled={loading}
          onClick={() => void decide('ACCEPT')}
        >
          {t('support.accept')}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          disabled={loading || reason.trim() === ''}
          onClick={() => void decide('REFUSE')}
        >
          {t('support.refuse')}
        </button>
      </div>
    </section>
  );
}

function Rating({ ticketId, rating, onDone }: { ticketId: string; rating: number | null; onDone(): void }) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  if (rating !== null) return <p className="thread__rated">{t('support.rated', { count: rating })}</p>;
  return (
    <fieldset className="thread__rating" disabled={loading}>
      <legend>{t('support.rate')}</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          className="thread__star"
          aria-label={t('reviews.stars', { count: n })}
          onClick={async () => {
            setLoading(true);
            try {
              if (await supportApi.rate(ticketId, n)) onDone();
            } finally {
              setLoading(false);
            }
          }}
        >
          ★
        </button>
      ))}
    </fieldset>
  );
}
