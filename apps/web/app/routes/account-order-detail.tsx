import type { OrderDetail } from '@shop/domain/orders';
import type { OrderReviews } from '@shop/domain/reviews';
import { data, Link } from 'react-router';
import { OrderDetailView } from '../features/orders/components/order-detail.tsx';
import { CardBrandLogo } from '../features/payments/components/brand-logos.tsx';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { orderNo } from '../lib/order-number.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/account-order-detail';
import { OrderReviewBox } from './order-review-box.tsx';

/**
 * The shopper's own order (the account layout has checked the session). An order that is not theirs, or not
 * at all, is the not-found page with HTTP 404 (spec 002 §2: order detail maps not-found to the not-found page).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const result = await context.api.request<OrderDetail>(
    'GET',
    `/api/v1/orders/${encodeURIComponent(params.orderId)}`,
  );
  if (result.status === 404 || result.status === 400) throw data(null, { status: 404 });
  if (result.status !== 200) throw data(null, { status: 503 });
  const reviews = await context.api.request<OrderReviews>(
    'GET',
    `/api/v1/orders/${encodeURIComponent(params.orderId)}/reviews`,
  );
  return { order: result.body, reviews: reviews.status === 200 ? reviews.body : null };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('pages.account.orderDetail'), matches),
  NO_INDEX,
];

export default function AccountOrderDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { order, reviews } = loaderData;
  return (
    <PageFrame
      title={t('pages.account.orderDetail')}
      lead={orderNo(order.orderNumber)}
      crumbs={[
        { label: t('pages.account.title'), to: '/account' },
        { label: t('pages.account.orders'), to: '/account/orders' },
        { label: t('pages.account.orderDetail') },
      ]}
    >
      <OrderDetailView key={order.id} initial={order} brand={(b) => <CardBrandLogo brand={b} />} />
      <p className="order-support">
        <Link className="btn btn--ghost" to={`/account/tickets/new?orderId=${order.id}`}>
          {t('support.contact')}
        </Link>
      </p>
      {reviews?.reviewable && reviews.items.length > 0 && (
        <section className="order-reviews" aria-label={t('reviews.title')}>
          <h2 className="order-reviews__title">{t('reviews.title')}</h2>
          {reviews.items.map((item) => (
            <OrderReviewBox key={item.orderItemId} item={item} />
          ))}
        </section>
      )}
    </PageFrame>
  );
}
