import type { TicketList } from '@shop/domain/support';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Pagination } from '../../../shell/pagination.tsx';

/**
 * The list of support requests (spec 002 §3: contents with subTickets, the first used, and totalByStatus):
 * filters by displayed status with their counts, each request with its subject, order, last message, status
 * and an unread dot, then the pages (keeping the filter). Used by the shopper's page and staff's.
 */
export function TicketListView({
  list,
  base,
  status,
  staff = false,
}: {
  list: TicketList;
  base: string;
  status: 'IN_PROGRESS' | 'RESOLVED' | null;
  staff?: boolean;
}) {
  const { t } = useTranslation();
  const total = list.totalByStatus.IN_PROGRESS + list.totalByStatus.RESOLVED;
  const filters = [
    { value: null, label: t('support.all'), count: total },
    { value: 'IN_PROGRESS', label: t('support.status.IN_PROGRESS'), count: list.totalByStatus.IN_PROGRESS },
    { value: 'RESOLVED', label: t('support.status.RESOLVED'), count: list.totalByStatus.RESOLVED },
  ] as const;
  return (
    <div className="tickets">
      <nav className="tickets__filters" aria-label={t('support.filters')}>
        {filters.map((f) => (
          <Link
            key={f.label}
            to={f.value ? `${base}?status=${f.value}` : base}
            className={`tickets__filter${status === f.value ? ' is-active' : ''}`}
            aria-current={status === f.value ? 'page' : undefined}
          >
            {f.label} ({f.count})
          </Link>
        ))}
      </nav>
      {list.contents.length === 0 ? (
        <p className="tickets__empty">{t('support.empty')}</p>
      ) : (
        <ul className="tickets__list">
          {list.contents.map(({ id, subTickets }) => {
            const s = subTickets[0]!;
            return (
              <li key={id} className={`ticket-row${s.read ? '' : ' is-unread'}`}>
                <Link to={`${base}/${id}`} className="ticket-row__link">
                  <span className="ticket-row__subject">
                    {!s.read && <span className="ticket-row__dot" aria-label={t('support.unread')} />}
                    {s.subject}
                  </span>
                  <span className={`ticket-status ticket-status--${s.displayStatus}`}>
                    {t(`support.status.${s.displayStatus}`)}
                  </span>
                  {staff && <span className="ticket-row__owner">{s.owner.email}</span>}
                  {s.latestMessage && <span className="ticket-row__last">{s.latestMessage.message}</span>}
                  <time className="ticket-row__date" dateTime={s.updatedDate}>
                    {formatDate(s.latestMessage?.createdDate ?? s.updatedDate)}
                  </time>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        page={list.page}
        size={list.size}
        totalElements={list.totalElements}
        href={(page) =>
          `${base}?${new URLSearchParams({ ...(status ? { status } : {}), page: String(page) })}`
        }
      />
    </div>
  );
}
