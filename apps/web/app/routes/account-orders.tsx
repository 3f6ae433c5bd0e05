import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/account-orders';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('pages.account.orders'), matches),
  NO_INDEX,
];

export default function AccountOrders() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.account.orders')}
      crumbs={[{ label: t('pages.account.title'), to: '/account' }, { label: t('pages.account.orders') }]}
    />
  );
}
