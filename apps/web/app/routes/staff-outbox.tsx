import { data, useLocation } from 'react-router';
import { loadOutbox, outboxQueryOf } from '../features/mail/api/outbox.ts';
import { OutboxList } from '../features/mail/components/outbox-list.tsx';
import { requireUser } from '../lib/guards.server.ts';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/staff-outbox';

/**
 * The shop's outbox for the platform's administrators (GET /api/v1/staff/outbox): signed out ->
 * /unauthorized?redirect_uri=...; signed in without the admin or super-user role (shoppers, store owners)
 * -> the 403 page, since the mails hold every shopper's activation and reset codes.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context.api);
  const query = outboxQueryOf(new URL(request.url));
  const answer = await loadOutbox(context.api, 'staff', query);
  if ('status' in answer) throw data(null, { status: answer.status === 403 ? 403 : 503 });
  return { page: answer.page, to: query.to };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('outbox.staffTitle'), matches),
  NO_INDEX,
];

export default function StaffOutbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <PageFrame title={t('outbox.staffTitle')} lead={t('outbox.lead')}>
      <OutboxList page={loaderData.page} to={loaderData.to} path={pathname} />
    </PageFrame>
  );
}
