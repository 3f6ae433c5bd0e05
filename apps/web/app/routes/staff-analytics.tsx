import { data } from 'react-router';
import { loadDashboard, periodOf } from '../features/analytics/api/dashboard.ts';
import { AnalyticsDashboard } from '../features/analytics/components/dashboard.tsx';
import { requireUser } from '../lib/guards.server.ts';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/staff-analytics';

/**
 * The analytics dashboard for store staff (GET /api/v1/staff/analytics): signed out ->
 * /unauthorized?redirect_uri=...; a shopper -> the 403 page. The period is ?from&to (UTC days), the last
 * 30 days by default.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context.api);
  const answer = await loadDashboard(context.api, periodOf(new URL(request.url), Date.now()));
  if ('status' in answer) throw data(null, { status: answer.status === 403 ? 403 : 503 });
  return answer;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('analytics.dashboardTitle'), matches),
  NO_INDEX,
];

export default function StaffAnalytics({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('analytics.dashboardTitle')} lead={t('analytics.dashboardLead')}>
      <AnalyticsDashboard dashboard={loaderData.dashboard} />
    </PageFrame>
  );
}
