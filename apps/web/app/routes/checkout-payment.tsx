import type { OrderGroup } from '@shop/domain/orders';
import { track } from '../features/analytics/lib/track.ts';
import { CheckoutSteps } from '../features/checkout/components/checkout-steps.tsx';
import { PaymentStep } from '../features/checkout/components/payment-step.tsx';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/checkout-payment';
import { cartHooks } from './checkout-hooks.ts';
import { PaymentPanel } from './checkout-payment-panel.tsx';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('pages.checkout.payment'), matches),
  NO_INDEX,
];

/** Spec 002 §5 purchase: the orders of the group, their items, shipping and the method. */
function trackPurchase(group: OrderGroup) {
  const items = group.orders.flatMap((o) =>
    o.items.map((i) => ({
      item_id: (i.productId ?? i.bundleId ?? i.id).replace(/[^A-Za-z0-9_-]/g, '-'),
      item_name: i.name,
      item_category: i.productType ?? 'PRODUCT',
      price: i.salePrice / 100,
      quantity: i.quantity,
      currency: 'USD',
    })),
  );
  const shipping = group.orders.reduce((s, o) => s + o.shippingFee - o.discountShippingFee, 0);
  const coupon = group.orders
    .flatMap((o) => o.coupons.map((c) => c.code))
    .join(',')
    .slice(0, 50);
  void track({
    event: 'purchase',
    transaction_id: group.groupId,
    value: group.total / 100,
    currency: 'USD',
    tax: 0,
    shipping: shipping / 100,
    payment_type: group.payment?.method ?? group.orders[0]?.paymentMethod,
    shipping_tier: group.orders[0]?.shippingMethod.shippingName,
    ...(coupon ? { coupon } : {}),
    items,
  });
}

/**
 * PAYMENT, the checkout's third step (spec 001 §2.7): methods per configuration, then the status page. The
 * address is the one the shipping step used (the checkout store keeps it): this page needs none of the
 * address book's forms.
 */
export default function CheckoutPayment() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.checkout.payment')}
      crumbs={[{ label: t('pages.checkout.title'), to: '/checkout' }, { label: t('pages.checkout.payment') }]}
    >
      <CheckoutSteps current="PAYMENT" />
      <PaymentStep
        hooks={cartHooks(null)}
        renderPayment={(slot) => <PaymentPanel slot={slot} />}
        onPurchase={trackPurchase}
      />
    </PageFrame>
  );
}
