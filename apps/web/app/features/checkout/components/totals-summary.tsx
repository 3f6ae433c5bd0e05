import type { CheckoutTotals } from '@shop/domain/checkout';
import type { ReactNode } from 'react';
import { formatUsd } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';

/**
 * ORDER SUMMARY: the sums of spec 001 §5a as the checkout call computed them with the shared rule
 * (`computeCheckoutTotals` of @shop/domain/coupons); the order recomputes them when placed.
 */
export function TotalsSummary({ totals, children }: { totals: CheckoutTotals; children?: ReactNode }) {
  const { t } = useTranslation();
  const row = (label: string, cents: number, minus = false) => (
    <div className="co-totals__row">
      <dt>{label}</dt>
      <dd>{minus ? `-${formatUsd(cents)}` : formatUsd(cents)}</dd>
    </div>
  );
  return (
    <section className="co-totals" aria-label={t('checkout.summary')}>
      <h2 className="co-totals__title">{t('checkout.summary')}</h2>
      <dl>
        {row(t('checkout.subTotal'), totals.subTotal)}
        {totals.totalDiscount > 0 && row(t('checkout.discount'), totals.totalDiscount, true)}
        {row(t('checkout.shipping'), totals.shippingFee)}
        {totals.discountShippingFee > 0 &&
          row(t('checkout.shippingDiscount'), totals.discountShippingFee, true)}
        <div className="co-totals__row co-totals__row--total">
          <dt>{t('checkout.total')}</dt>
          <dd data-testid="checkout-total">{formatUsd(totals.total)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
