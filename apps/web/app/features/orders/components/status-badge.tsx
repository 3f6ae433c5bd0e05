import { displayStatus, type OrderStatus } from '@shop/domain/orders';
import { useTranslation } from '../../../lib/use-translation.tsx';

/**
 * Spec 000 §4 order status colours: PROCESSING primary, ON_DELIVERY info, PENDING and ON_HOLD danger,
 * DELIVERED green, CANCELED, REFUNDED and EXPIRED_ORDER muted. WAREHOUSE (not given) goes with PROCESSING.
 * The names are spec 002 §4's ("Payment Pending", "Ware house"; the three ends all "Canceled").
 */
const TONE: Record<OrderStatus, string> = {
  NONE: 'muted',
  PENDING: 'danger',
  PROCESSING: 'primary',
  WAREHOUSE: 'primary',
  ON_DELIVERY: 'info',
  DELIVERED: 'green',
  CANCELED: 'muted',
  REFUNDED: 'muted',
  ON_HOLD: 'danger',
  EXPIRED_ORDER: 'muted',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`order-status order-status--${TONE[status]}`} data-status={status}>
      {t(`orders.statuses.${displayStatus(status)}`)}
    </span>
  );
}
