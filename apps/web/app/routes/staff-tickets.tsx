import type { TicketList } from '@shop/domain/support';
import { data } from 'react-router';
import { ticketListParams } from '../features/support/api/support-api.ts';
import { TicketListView } from '../features/support/components/ticket-list.tsx';
import { requireUser } from '../lib/guards.server.ts';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/staff-tickets';

/**
 * Support tickets for store staff (GET /api/v1/staff/tickets): signed out -> /unauthorized?redirect_uri=...;
 * signed in without a staff role -> the 403 page. Platform admins see every ticket, store owners their
 * stores'.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context.api);
  const { status, query } = ticketListParams(request.url);
  const result = await context.api.request<TicketList>('GET', `/api/v1/staff/tickets?${query}`);
  if (result.status === 403) throw data(null, { status: 403 });
  if (result.status !== 200) throw data(null, { status: 503 });
  return { list: result.body, status };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('support.staffTitle'), matches),
  NO_INDEX,
];

export default function StaffTickets({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('support.staffTitle')} lead={t('support.staffLead')}>
      <TicketListView list={loaderData.list} base="/staff/tickets" status={loaderData.status} staff />
    </PageFrame>
  );
}
