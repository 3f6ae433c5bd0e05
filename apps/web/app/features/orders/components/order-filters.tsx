import { ORDER_FILTER_STATUSES, type OrderFilterStatus } from '@shop/domain/orders';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';

/** Filters by status (the displayed statuses; Canceled takes in refunded and expired orders too). */
export function OrderFilters({ current }: { current: OrderFilterStatus | null }) {
  const { t } = useTranslation();
  const tab = (status: OrderFilterStatus | null) => (
    <li key={status ?? 'ALL'}>
      <Link
        to={status ? `?status=${status}` : '?'}
        className={`order-filter${current === status ? ' order-filter--current' : ''}`}
        aria-current={current === status ? 'page' : undefined}
      >
        {status ? t(`orders.statuses.${status}`) : t('orders.all')}
      </Link>
    </li>
  );
  return (
    <nav aria-label={t('orders.filterLabel')} className="order-filters">
      <ul>{[tab(null), ...ORDER_FILTER_STATUSES.map(tab)]}</ul>
    </nav>
  );
}
