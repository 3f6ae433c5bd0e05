import type { GoldActivity, GoldProfile, HistoryResponse } from '@shop/domain/loyalty';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Pagination } from '../../../shell/pagination.tsx';
import { goldText } from '../lib/labels.ts';

const TYPES = ['ORDER', 'REVIEW', 'REVIEW_MEDIA', 'WELCOME', 'REDEEM', 'REVERSAL', 'ADJUSTMENT'] as const;

/** One loyalty activity item (spec 000 §3): what, when, how much, the product's image and the order. */
function Activity({ item: a }: { item: GoldActivity }) {
  const { t } = useTranslation();
  const { productName, orderId, mainImage } = a.customTextFieldAttributes;
  const isGift = a.refEntityType === 'GIFT_PRODUCT';
  return (
    <li className={`activity${a.pending ? ' activity--pending' : ''}`}>
      {mainImage ? (
        <img className="activity__image" src={mainImage} alt="" width={56} height={56} loading="lazy" />
      ) : (
        <span className="activity__image activity__image--none" aria-hidden="true" />
      )}
      <div className="activity__body">
        <p className="activity__action">
          {isGift ? t('loyalty.action.GIFT') : t(`loyalty.action.${a.action}`)}
        </p>
        {productName && <p className="activity__product">{productName}</p>}
        {a.reason && <p className="activity__reason">{a.reason}</p>}
        <p className="activity__date">
          {a.pending ? t('loyalty.unlocksOn', { date: formatDate(a.date) }) : formatDate(a.date)}
          {orderId && (
            <>
              {' · '}
              <Link to={`/account/orders/${orderId}`}>{t('loyalty.viewOrder')}</Link>
            </>
          )}
        </p>
      </div>
      <p className={`activity__stars${a.stars < 0 ? ' activity__stars--minus' : ''}`}>
        {a.stars > 0 ? '+' : '−'}
        {goldText(t, Math.abs(a.stars))}
      </p>
    </li>
  );
}

/** The account's gold history: filter by record type (with counts), 12 a page, pending order gold first. */
export function GoldHistory({
  history,
  profile,
  recordType,
}: {
  history: HistoryResponse;
  profile: GoldProfile | null;
  recordType: string;
}) {
  const { t } = useTranslation();
  const { userStarLogs: logs, totalByRecordType: totals } = history;
  const href = (type: string, page = 1) => {
    const q = new URLSearchParams();
    if (type) q.set('recordType', type);
    if (page > 1) q.set('page', String(page));
    const s = q.toString();
    return s ? `?${s}` : '?';
  };
  return (
    <div className="gold-history">
      {profile && (
        <p className="gold-history__balance" data-testid="gold-balance">
          {t('loyalty.balance', { gold: goldText(t, profile.totalPoint) })}
          {profile.pendingPoint > 0 &&
            ` · ${t('loyalty.pending', { stars: goldText(t, profile.pendingPoint) })}`}
        </p>
      )}
      <nav className="chips" aria-label={t('loyalty.filter')}>
        {['', ...TYPES].map((type) => (
          <Link
            key={type || 'ALL'}
            to={href(type)}
            className={`chip${recordType === type ? ' chip--on' : ''}`}
            aria-current={recordType === type ? 'page' : undefined}
            preventScrollReset
          >
            {type ? t(`loyalty.action.${type}`) : t('loyalty.all')} ({totals[type || 'ALL'] ?? 0})
          </Link>
        ))}
      </nav>
      {history.pending.length > 0 && logs.page === 1 && (
        <ul className="activities" aria-label={t('loyalty.pendingTitle')}>
          {history.pending.map((a) => (
            <Activity key={a.id} item={a} />
          ))}
        </ul>
      )}
      {logs.contents.length === 0 && history.pending.length === 0 ? (
        <p className="gold-history__empty">{t('loyalty.noHistory')}</p>
      ) : (
        <ul className="activities">
          {logs.contents.map((a) => (
            <Activity key={a.id} item={a} />
          ))}
        </ul>
      )}
      <Pagination
        page={logs.page}
        size={logs.size}
        totalElements={logs.totalElements}
        href={(p) => href(recordType, p)}
      />
    </div>
  );
}
