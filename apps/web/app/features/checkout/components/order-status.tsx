import type { OrderGroup } from '@shop/domain/orders';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../../lib/api.ts';
import { formatUsd } from '../../../lib/format.ts';
import { orderNo } from '../../../lib/order-number.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { checkoutApi } from '../api/checkout-api.ts';

const CONFIRMED_BY_PROVIDER = new Set(['STRIPE', 'STRIPE_INLINE', 'PAYPAL']);

/**
 * The checkout status page (spec 001 §7 "order status at group/{orderId}"): what became of the order group.
 * Back from a provider's page with the payment still pending, it asks the server to confirm it once.
 */
export function OrderStatus({ initial }: { initial: OrderGroup }) {
  const { t } = useTranslation();
  const [group, setGroup] = useState(initial);
  useEffect(() => {
    const payment = initial.payment;
    if (payment?.status !== 'PENDING' || !CONFIRMED_BY_PROVIDER.has(payment.method)) return;
    void checkoutApi(api)
      .confirmPayment(initial.groupId)
      .then((answer) => answer.ok && setGroup(answer.body));
  }, [initial]);

  const payment = group.payment;
  const paid = !payment || payment.status === 'SUCCEEDED';
  const failed = payment?.status === 'FAILED' || payment?.status === 'CANCELED';
  const first = group.orders[0];
  return (
    <section className="co-status" aria-live="polite">
      <h2 className="co-status__title">{paid ? t('checkout.status.thanks') : t('checkout.status.title')}</h2>
      <p data-testid="checkout-status">
        {paid
          ? t('checkout.status.paid')
          : failed
            ? t('checkout.status.failed')
            : t('checkout.status.pending')}
      </p>
      <ul className="co-status__orders">
        {group.orders.map((order) => (
          <li key={order.id}>
            <Link to={`/account/orders/${encodeURIComponent(order.id)}`}>
              {t('checkout.status.orderNumber', { number: orderNo(order.orderNumber) })}
            </Link>
            <span className="co-muted"> · {order.storeName}</span>
            <span className="co-status__total">{formatUsd(order.total)}</span>
          </li>
        ))}
      </ul>
      <p className="co-status__sum">
        {t('checkout.total')}: <strong>{formatUsd(group.total)}</strong>
      </p>
      <div className="co-status__actions">
        {first && (
          <Link className="btn btn--accent" to={`/account/orders/${encodeURIComponent(first.id)}`}>
            {t('checkout.status.viewOrder')}
          </Link>
        )}
        <Link className="btn btn--ghost" to="/account/orders">
          {t('checkout.status.myOrders')}
        </Link>
        <Link className="btn btn--ghost" to="/product">
          {t('checkout.status.continueShopping')}
        </Link>
      </div>
    </section>
  );
}
