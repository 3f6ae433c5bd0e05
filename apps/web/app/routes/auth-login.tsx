import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthStep } from '../features/accounts/hooks/use-auth-step.ts';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { safeRedirect } from '../lib/safe-redirect.ts';
import { UnauthorizedPage } from '../shell/error-page.tsx';
import type { Route } from './+types/auth-login';

export function loader({ request }: Route.LoaderArgs) {
  return { redirectUri: safeRedirect(new URL(request.url).searchParams.get('redirect_uri')) };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('auth.loginTitle'), matches),
  NO_INDEX,
];

/**
 * The login screen (spec 001 §2.2): opens the login dialog, which goes on to redirect_uri (or /) once
 * signed in; the 401 screen shows while no dialog is open.
 */
export default function AuthLogin({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  useAuthStep({ kind: 'login', redirectUri: loaderData.redirectUri });
  return (
    <UnauthorizedPage>
      <Link to="/auth/register" className="btn btn--ghost">
        {t('auth.signUp')}
      </Link>
    </UnauthorizedPage>
  );
}
