import { useTranslation } from 'react-i18next';
import { useAuthStep } from '../features/accounts/hooks/use-auth-step.ts';
import { requireGuest } from '../lib/guards.server.ts';
import { t as translate } from '../lib/i18n.ts';
import { requestLogin } from '../lib/login-prompt.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { safeRedirect } from '../lib/safe-redirect.ts';
import { UnauthorizedPage } from '../shell/error-page.tsx';
import type { Route } from './+types/unauthorized';

/**
 * Where the guards send visitors without a session, with redirect_uri to come back to. Guest-guarded: a
 * signed-in visitor goes straight on to redirect_uri.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireGuest(request, context.api);
  return { redirectUri: safeRedirect(new URL(request.url).searchParams.get('redirect_uri')) };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('pages.unauthorized.title'), matches),
  NO_INDEX,
];

/** The 401 screen; the login dialog opens over it and, once signed in, goes back to redirect_uri. */
export default function Unauthorized({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { redirectUri } = loaderData;
  useAuthStep({ kind: 'login', redirectUri });
  return (
    <UnauthorizedPage>
      <button type="button" className="btn btn--ghost" onClick={() => requestLogin({ redirectUri })}>
        {t('auth.login')}
      </button>
    </UnauthorizedPage>
  );
}
