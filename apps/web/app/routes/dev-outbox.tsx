import { data, useLocation } from 'react-router';
import { loadOutbox, outboxQueryOf } from '../features/mail/api/outbox.ts';
import { OutboxList } from '../features/mail/components/outbox-list.tsx';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/dev-outbox';

/**
 * The development-only outbox page (GET /api/v1/dev/outbox, no sign-in): where a developer reads the
 * activation and reset codes of the embedded shop. The API registers that route only with DEV_ROUTES=true
 * (development on a loopback PUBLIC_URL), so everywhere else this page answers the 404 page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = outboxQueryOf(new URL(request.url));
  const answer = await loadOutbox(context.api, 'dev', query);
  if ('status' in answer) throw data(null, { status: answer.status === 404 ? 404 : 503 });
  return { page: answer.page, to: query.to };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('outbox.devTitle'), matches),
  NO_INDEX,
];

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <PageFrame title={t('outbox.devTitle')} lead={t('outbox.devLead')}>
      <OutboxList page={loaderData.page} to={loaderData.to} path={pathname} />
    </PageFrame>
  );
}
