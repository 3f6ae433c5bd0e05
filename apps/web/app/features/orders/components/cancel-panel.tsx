import type { CancelPreview, OrderDetail } from '@shop/domain/orders';
import { useState } from 'react';
import { api } from '../../../lib/api.ts';
import { formatUsd } from '../../../lib/format.ts';
import { orderNo } from '../../../lib/order-number.ts';
import { toasts } from '../../../lib/toast-store.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { ordersApi } from '../api/orders-api.ts';

/**
 * CANCEL ORDER for PENDING and PROCESSING orders: first the cancellation preview (spec 002 §3: the new
 * sums, what was paid and what comes back), then the cancel itself.
 */
export function CancelPanel({
  order,
  onCancelled,
}: {
  order: OrderDetail;
  onCancelled: (o: OrderDetail) => void;
}) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<CancelPreview | null>(null);
  const [busy, setBusy] = useState(false);
  const calls = ordersApi(api);

  async function ask() {
    setBusy(true);
    const answer = await calls.cancelPreview(order.id);
    setBusy(false);
    if (answer.ok) setPreview(answer.body);
  }
  async function confirm() {
    setBusy(true);
    const answer = await calls.cancel(order.id);
    setBusy(false);
    if (!answer.ok) return;
    setPreview(null);
    toasts.show({ type: 'success', message: t('orders.cancelled') });
    onCancelled(answer.body);
  }

  if (!preview)
    return (
      <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void ask()}>
        {t('orders.cancel')}
      </button>
    );
  const row = (key: string, cents: number) => (
    <div>
      <dt>{t(`orders.${key}`)}</dt>
      <dd>{formatUsd(cents)}</dd>
    </div>
  );
  return (
    <section className="order-cancel" aria-label={t('orders.cancelPreview')} data-testid="cancel-preview">
      <h2 className="order-section__title">
        {t('orders.cancelTitle', { number: orderNo(order.orderNumber) })}
      </h2>
      <p className="order-muted">{t('orders.cancelPreview')}</p>
      <dl className="order-sums">
        {row('newSubTotal', preview.newSubTotal)}
        {row('newDiscountCartItems', preview.newDiscountCartItems)}
        {row('newShippingFee', preview.newShippingFee)}
        {row('newDiscountShippingFee', preview.newDiscountShippingFee)}
        {row('newTotal', preview.newTotal)}
        {row('paid', preview.paid)}
        {row('refund', preview.refund)}
      </dl>
      {preview.canCancel ? (
        <div className="order-cancel__actions">
          <button type="button" className="btn btn--accent" disabled={busy} onClick={() => void confirm()}>
            {t('orders.confirmCancel')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setPreview(null)}>
            {t('orders.keep')}
          </button>
        </div>
      ) : (
        <p role="alert">{t('orders.cannotCancel')}</p>
      )}
    </section>
  );
}
