import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/account-order-detail';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('pages.account.orderDetail'), matches),
  NO_INDEX,
];

export default function AccountOrderDetail({ params }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.account.orderDetail')}
      lead={`#${params.orderId}`}
      crumbs={[
        { label: t('pages.account.title'), to: '/account' },
        { label: t('pages.account.orders'), to: '/account/orders' },
        { label: t('pages.account.orderDetail') },
      ]}
    />
  );
}
