import type { TicketList } from '@shop/domain/support';
import { data, Link } from 'react-router';
import { ticketListParams } from '../features/support/api/support-api.ts';
import { TicketListView } from '../features/support/components/ticket-list.tsx';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/account-tickets';

/** The shopper's support requests, latest message first; the account layout has checked the session. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { status, query } = ticketListParams(request.url);
  const result = await context.api.request<TicketList>('GET', `/api/v1/support/tickets?${query}`);
  if (result.status !== 200) throw data(null, { status: result.status === 401 ? 401 : 503 });
  return { list: result.body, status };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('pages.account.tickets'), matches),
  NO_INDEX,
];

export default function AccountTickets({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.account.tickets')}
      lead={t('support.lead')}
      crumbs={[{ label: t('pages.account.title'), to: '/account' }, { label: t('pages.account.tickets') }]}
    >
      <p className="tickets__new">
        <Link to="/account/tickets/new" className="btn btn--accent">
          {t('pages.account.newTicket')}
        </Link>
      </p>
      <TicketListView list={loaderData.list} base="/account/tickets" status={loaderData.status} />
    </PageFrame>
  );
}
