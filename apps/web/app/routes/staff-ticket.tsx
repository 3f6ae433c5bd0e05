import { useRevalidator } from 'react-router';
import { loadTicket } from '../features/support/api/load-ticket.ts';
import { TicketThread } from '../features/support/components/ticket-thread.tsx';
import { requireUser } from '../lib/guards.server.ts';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/staff-ticket';
import { useSupportPhotos } from './support-photos.tsx';

/** One request for staff (signed out -> /unauthorized; shoppers -> the 403 page; another store's -> 404). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireUser(request, context.api);
  const path = `/api/v1/staff/tickets/${encodeURIComponent(params.ticketId)}`;
  return loadTicket(context.api, path);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('support.staffTitle'), matches),
  NO_INDEX,
];

export default function StaffTicket({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const { detail, messages } = loaderData;
  const { messageId, photos } = useSupportPhotos({ ticketId: detail.ticketSummary.id });
  return (
    <PageFrame
      title={t('support.staffTitle')}
      crumbs={[
        { label: t('support.staffTitle'), to: '/staff/tickets' },
        { label: detail.ticketSummary.subject },
      ]}
    >
      <TicketThread
        key={detail.ticketSummary.id}
        detail={detail}
        messages={messages}
        side="staff"
        messageId={messageId}
        photos={photos}
        onChanged={() => void revalidator.revalidate()}
      />
    </PageFrame>
  );
}
