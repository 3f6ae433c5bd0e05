import { useRevalidator } from 'react-router';
import { loadTicket } from '../features/support/api/load-ticket.ts';
import { TicketThread } from '../features/support/components/ticket-thread.tsx';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/account-ticket';
import { useSupportPhotos } from './support-photos.tsx';

/** One of the shopper's requests and its thread; another shopper's is the not-found page (404). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const path = `/api/v1/support/tickets/${encodeURIComponent(params.ticketId)}`;
  return loadTicket(context.api, path);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('pages.account.tickets'), matches),
  NO_INDEX,
];

export default function AccountTicket({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const { detail, messages } = loaderData;
  const { messageId, photos } = useSupportPhotos({ ticketId: detail.ticketSummary.id });
  return (
    <PageFrame
      title={t('pages.account.tickets')}
      crumbs={[
        { label: t('pages.account.title'), to: '/account' },
        { label: t('pages.account.tickets'), to: '/account/tickets' },
        { label: detail.ticketSummary.subject },
      ]}
    >
      <TicketThread
        key={detail.ticketSummary.id}
        detail={detail}
        messages={messages}
        side="support"
        messageId={messageId}
        photos={photos}
        onChanged={() => void revalidator.revalidate()}
      />
    </PageFrame>
  );
}
