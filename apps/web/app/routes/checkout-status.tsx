import type { OrderGroup } from '@shop/domain/orders';
import { data } from 'react-router';
import { OrderStatus } from '../features/checkout/components/order-status.tsx';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/checkout-status';

/** The order group as the orders module tells it; another shopper's or an unknown id is not found. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const result = await context.api.request<OrderGroup>(
    'GET',
    `/api/v1/orders/group/${encodeURIComponent(params.groupId)}`,
  );
  if (result.status === 404 || result.status === 400) throw data(null, { status: 404 });
  if (result.status !== 200) throw data(null, { status: 503 });
  return { group: result.body };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('checkout.status.title'), matches),
  NO_INDEX,
];

export default function CheckoutStatusPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('checkout.status.title')}
      crumbs={[{ label: t('pages.checkout.title'), to: '/checkout' }, { label: t('checkout.status.title') }]}
    >
      <OrderStatus initial={loaderData.group} />
    </PageFrame>
  );
}
