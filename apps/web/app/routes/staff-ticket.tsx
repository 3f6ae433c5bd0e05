import type { TicketDetail, TicketMessages } from '@shop/domain/support';
import { data, useRevalidator } from 'react-router';
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
  const detail = await context.api.request<TicketDetail>('GET', path);
  if (detail.status === 403) throw data(null, { status: 403 });
  if (detail.status === 404 || detail.status === 400) throw data(null, { status: 404 });
  if (detail.status !== 200) throw data(null, { status: 503 });
  const messages = await context.api.request<TicketMessages>('GET', `${path}/messages`);
  if (messages.status !== 200) throw data(null, { status: 503 });
  return { detail: detail.body, messages: messages.body.contents };
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
