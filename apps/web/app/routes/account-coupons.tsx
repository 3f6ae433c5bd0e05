import { loadMyCoupons } from '../features/loyalty/api/loyalty.server.ts';
import { MyCoupons } from '../features/loyalty/components/my-coupons.tsx';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/account-coupons';

/** My coupons: redeemed and granted, usable ones first (issue 10 §5). */
export function loader({ context }: Route.LoaderArgs) {
  return loadMyCoupons(context.api);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('pages.account.coupons'), matches),
  NO_INDEX,
];

export default function AccountCoupons({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.account.coupons')}
      crumbs={[{ label: t('pages.account.title'), to: '/account' }, { label: t('pages.account.coupons') }]}
    >
      <MyCoupons list={loaderData} />
    </PageFrame>
  );
}
