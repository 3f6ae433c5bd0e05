import { loadGoldHistory } from '../features/loyalty/api/loyalty.server.ts';
import { GoldHistory } from '../features/loyalty/components/gold-history.tsx';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/account-gold-history';

/** The gold history (spec 002 §3 star history log; issue 10 §5): ?recordType= and ?page=. */
export function loader({ context, request }: Route.LoaderArgs) {
  return loadGoldHistory(context.api, new URL(request.url).searchParams);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('pages.account.goldHistory'), matches),
  NO_INDEX,
];

export default function AccountGoldHistory({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.account.goldHistory')}
      crumbs={[
        { label: t('pages.account.title'), to: '/account' },
        { label: t('pages.account.goldHistory') },
      ]}
    >
      <GoldHistory
        history={loaderData.history}
        profile={loaderData.profile}
        recordType={loaderData.recordType}
      />
    </PageFrame>
  );
}
