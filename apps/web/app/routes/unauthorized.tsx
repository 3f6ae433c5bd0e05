import { useEffect } from 'react';
import { LoginForm } from '../features/accounts/components/login-form.tsx';
import { useFinishSignIn } from '../features/accounts/hooks/use-finish-sign-in.ts';
import { requireGuest } from '../lib/guards.server.ts';
import { t as translate } from '../lib/i18n.ts';
import { rememberLoginCallback } from '../lib/login-prompt.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { safeRedirect } from '../lib/safe-redirect.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/unauthorized';

/**
 * Where the guards send visitors without a session, with redirect_uri to come back to. Guest-guarded: a
 * signed-in visitor goes straight on to redirect_uri.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireGuest(request, context.api);
  const url = new URL(request.url);
  return { redirectUri: safeRedirect(url.searchParams.get('redirect_uri'), '/', url.origin) };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('pages.unauthorized.title'), matches),
  NO_INDEX,
];

/**
 * The login page of spec 001 §2.2: breadcrumb HOME > LOGIN, the login form on the page itself (not a
 * dialog over an error screen) and SIGN UP to /auth/register. Once signed in it goes back to redirect_uri;
 * that address is also stored as the post-login callback, so 'Login with Google' comes back there too.
 */
export default function Unauthorized({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { redirectUri } = loaderData;
  const finishSignIn = useFinishSignIn();
  useEffect(() => rememberLoginCallback(redirectUri), [redirectUri]);
  return (
    <PageFrame title={t('auth.loginTitle')} crumbs={[{ label: t('auth.loginTitle') }]}>
      <div className="auth-page">
        <p className="auth-page__lead">{t('auth.loginHeading')}</p>
        <LoginForm variant="page" onSignedIn={() => void finishSignIn(redirectUri)} />
      </div>
    </PageFrame>
  );
}
