import type { OrderAddress, OrderDetail } from '@shop/domain/orders';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { formatDate, formatUsd } from '../../../lib/format.ts';
import { orderNo } from '../../../lib/order-number.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { CancelPanel } from './cancel-panel.tsx';
import type { BrandRenderer } from './order-card.tsx';
import { StatusBadge } from './status-badge.tsx';

function AddressBlock({ title, address }: { title: string; address: OrderAddress }) {
  return (
    <div className="order-address">
      <h3 className="order-sub">{title}</h3>
      <p>
        <strong>{address.fullName}</strong>
        <br />
        {address.fullAddress}
        {address.subAddress && (
          <>
            <br />
            {address.subAddress}
          </>
        )}
        <br />
        {address.phone}
      </p>
    </div>
  );
}

/**
 * An order's detail (spec 002 §3 "Detail adds"): lines, sums, addresses, shipping, payment, the note, the
 * activity log; back to the list (the browser's back when the list opened it), and the cancellation
 * preview and cancel while the order is PENDING or PROCESSING.
 */
export function OrderDetailView({ initial, brand }: { initial: OrderDetail; brand?: BrandRenderer }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [order, setOrder] = useState(initial);
  const fromList = (location.state as { back?: boolean } | null)?.back === true;
  const sum = (key: string, cents: number, minus = false) => (
    <div>
      <dt>{t(`orders.${key}`)}</dt>
      <dd>{minus ? `-${formatUsd(cents)}` : formatUsd(cents)}</dd>
    </div>
  );
  return (
    <div className="order-detail">
      <div className="order-detail__head">
        {fromList ? (
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => navigate(-1)}>
            ← {t('orders.back')}
          </button>
        ) : (
          <Link className="btn btn--ghost btn--sm" to="/account/orders">
            ← {t('orders.back')}
          </Link>
        )}
        <h2 className="order-card__number">
          {t('orders.orderNumber', { number: orderNo(order.orderNumber) })}
        </h2>
        <StatusBadge status={order.orderStatus} />
        <span className="order-muted">{t('orders.placedOn', { date: formatDate(order.orderDate) })}</span>
      </div>

      <section className="order-section">
        <h2 className="order-section__title">{t('orders.lines')}</h2>
        <ul className="order-card__items">
          {order.items.map((item) => (
            <li key={item.id}>
              <span>
                {item.slug ? <Link to={`/product/${item.slug}`}>{item.name}</Link> : item.name}
                {item.variantName && <span className="order-muted"> · {item.variantName}</span>}
                {item.isGift && <span className="order-gift">{t('orders.gift')}</span>}
                <span className="order-muted">
                  {' '}
                  × {item.quantity} · {formatUsd(item.salePrice)}
                </span>
              </span>
              <span>{formatUsd(item.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <dl className="order-sums">
          {sum('subTotal', order.subTotal)}
          {order.totalDiscount > 0 && sum('discount', order.totalDiscount, true)}
          {sum('shippingFee', order.shippingFee)}
          {order.discountShippingFee > 0 && sum('shippingDiscount', order.discountShippingFee, true)}
          <div className="order-card__total">
            <dt>{t('orders.total')}</dt>
            <dd>{formatUsd(order.total)}</dd>
          </div>
        </dl>
        {order.coupons.length > 0 && (
          <p className="order-card__coupons">
            {t('orders.coupons')}:{' '}
            {order.coupons.map((c) => `${c.code} (-${formatUsd(c.discountAmount)})`).join(', ')}
          </p>
        )}
      </section>

      <section className="order-section order-section--grid">
        <AddressBlock title={t('orders.shippingAddress')} address={order.shippingAddress} />
        <AddressBlock title={t('orders.billingAddress')} address={order.billingAddress} />
        <div>
          <h3 className="order-sub">{t('orders.shippingMethod')}</h3>
          <p>{order.shippingMethod.shippingName}</p>
          <h3 className="order-sub">{t('orders.payment')}</h3>
          <p className="order-card__payment">
            {order.cardBrand && brand?.(order.cardBrand)}
            {t(`payments.methods.${order.paymentMethod}`)} · {t(`payments.states.${order.paymentStatus}`)}
          </p>
          {order.refund > 0 && (
            <p>
              {t('orders.refund')}: {formatUsd(order.refund)}
            </p>
          )}
          {order.customerNote && (
            <>
              <h3 className="order-sub">{t('orders.note')}</h3>
              <p>{order.customerNote}</p>
            </>
          )}
        </div>
      </section>

      <section className="order-section">
        <h2 className="order-section__title">{t('orders.activity')}</h2>
        <ol className="order-activity">
          {order.activityLogs.map((log) => (
            <li key={log.id}>
              <time dateTime={log.createdAt}>{formatDate(log.createdAt)}</time>
              <span>{log.toStatus ? t(`orders.statuses.${log.toStatus}`) : log.type}</span>
              {log.message && <span className="order-muted">{log.message}</span>}
            </li>
          ))}
        </ol>
      </section>

      {order.canCancel && <CancelPanel order={order} onCancelled={setOrder} />}
    </div>
  );
}
