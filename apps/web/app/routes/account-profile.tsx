import type { Me } from '@shop/domain/accounts';
import { data } from 'react-router';
import type { SessionRow } from '../features/accounts/api/sessions-api.ts';
import { ProfileView } from '../features/accounts/components/profile-view.tsx';
import { PushToggle } from '../features/notifications/components/push-toggle.tsx';
import { getJson } from '../lib/api.server.ts';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/account-profile';

/** The whole profile (the shell keeps only a few fields of it, and the push toggle) and the signed-in browsers. */
export async function loader({ context }: Route.LoaderArgs) {
  const [me, sessions] = await Promise.all([
    getJson<Me>(context.api, '/api/v1/me'),
    getJson<{ contents: SessionRow[] }>(context.api, '/api/v1/me/sessions'),
  ]);
  if (!me.body) throw data(null, { status: me.result.status === 401 ? 401 : 503 });
  return { me: me.body, sessions: sessions.body?.contents ?? [] };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('pages.account.profile'), matches),
  NO_INDEX,
];

export default function AccountProfile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.account.profile')}
      crumbs={[{ label: t('pages.account.title'), to: '/account' }, { label: t('pages.account.profile') }]}
    >
      <ProfileView
        key={loaderData.me.id}
        me={loaderData.me}
        sessions={loaderData.sessions}
        side={<PushToggle userId={loaderData.me.id} enabled={loaderData.me.pushNotificationEnabled} />}
      />
    </PageFrame>
  );
}
