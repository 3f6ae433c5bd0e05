import { loadMembership } from '../features/loyalty/api/loyalty.server.ts';
import { MembershipView } from '../features/loyalty/components/membership-view.tsx';
import { t as translate } from '../lib/i18n.ts';
import { titleMeta } from '../lib/meta.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { useRootData } from '../lib/session.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/membership';

export const handle: RouteHandle = { navDark: true };

export function loader({ context }: Route.LoaderArgs) {
  return loadMembership(context.api);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(translate('pages.membership.title'), matches);

/** The loyalty page (issue 10): ranks and how to earn for everyone; standing and redeeming for members. */
export default function Membership({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user } = useRootData();
  return (
    <PageFrame title={t('pages.membership.title')} lead={t('pages.membership.lead')}>
      <MembershipView
        membership={loaderData.membership}
        coupons={loaderData.coupons}
        userId={user?.id ?? null}
      />
    </PageFrame>
  );
}
