import type { OrderSummary } from '@shop/domain/orders';
import type { CardBrand } from '@shop/domain/payments';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, formatUsd } from '../../../lib/format.ts';
import { orderNo } from '../../../lib/order-number.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { StatusBadge } from './status-badge.tsx';

/** The card brand's static logo (the payments feature's, handed over by the route). */
export type BrandRenderer = (brand: CardBrand) => ReactNode;

/**
 * The order card of spec 000 §3: number, date, status, items (name, quantity, price, gift), coupons with
 * what they took off, the sums, the shipping address, the payment method and card brand, and "View
 * detail" (the detail page may go back to the list).
 */
export function OrderCard({ order, brand }: { order: OrderSummary; brand?: BrandRenderer }) {
  const { t } = useTranslation();
  const a = order.shippingAddress;
  return (
    <article className="order-card" aria-labelledby={`order-${order.id}`}>
      <header className="order-card__head">
        <h2 id={`order-${order.id}`} className="order-card__number">
          {t('orders.orderNumber', { number: orderNo(order.orderNumber) })}
        </h2>
        <StatusBadge status={order.orderStatus} />
        <span className="order-card__date">
          {t('orders.placedOn', { date: formatDate(order.orderDate) })}
        </span>
      </header>
      <ul className="order-card__items">
        {order.items.map((item) => (
          <li key={item.id}>
            <span>
              {item.name}
              {item.variantName && <span className="order-muted"> · {item.variantName}</span>}
              {item.isGift && <span className="order-gift">{t('orders.gift')}</span>}
              <span className="order-muted"> × {item.quantity}</span>
            </span>
            <span>{formatUsd(item.salePrice * item.quantity)}</span>
          </li>
        ))}
      </ul>
      {order.coupons.length > 0 && (
        <p className="order-card__coupons">
          {t('orders.coupons')}:{' '}
          {order.coupons.map((c) => `${c.code} (-${formatUsd(c.discountAmount)})`).join(', ')}
        </p>
      )}
      <div className="order-card__foot">
        <div className="order-card__address">
          <strong>{a.fullName}</strong>
          <span>{a.phone}</span>
          <span>{[a.fullAddress, a.addressLine2, a.company].filter(Boolean).join(', ')}</span>
        </div>
        <dl className="order-card__sums">
          <div>
            <dt>{t('orders.subTotal')}</dt>
            <dd>{formatUsd(order.subTotal)}</dd>
          </div>
          {order.totalDiscount + order.discountShippingFee > 0 && (
            <div>
              <dt>{t('orders.discount')}</dt>
              <dd>-{formatUsd(order.totalDiscount + order.discountShippingFee)}</dd>
            </div>
          )}
          <div>
            <dt>{t('orders.shippingFee')}</dt>
            <dd>{formatUsd(order.shippingFee)}</dd>
          </div>
          <div className="order-card__total">
            <dt>{t('orders.total')}</dt>
            <dd>{formatUsd(order.total)}</dd>
          </div>
        </dl>
      </div>
      <footer className="order-card__actions">
        <span className="order-card__payment">
          {order.cardBrand && brand?.(order.cardBrand)}
          {t(`payments.methods.${order.paymentMethod}`)}
        </span>
        <Link
          to={`/account/orders/${encodeURIComponent(order.id)}`}
          state={{ back: true }}
          className="btn btn--ghost btn--sm"
        >
          {t('orders.viewDetail')}
        </Link>
      </footer>
    </article>
  );
}
