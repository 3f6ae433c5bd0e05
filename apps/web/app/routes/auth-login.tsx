import { useEffect, useRef } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { authFlow } from '../features/accounts/lib/auth-flow.ts';
import { t as translate } from '../lib/i18n.ts';
import { rememberLoginCallback } from '../lib/login-prompt.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { safeRedirect } from '../lib/safe-redirect.ts';
import { useRootData } from '../lib/session.ts';
import { UnauthorizedPage } from '../shell/error-page.tsx';
import type { Route } from './+types/auth-login';

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { redirectUri: safeRedirect(url.searchParams.get('redirect_uri'), '/', url.origin) };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('auth.loginTitle'), matches),
  NO_INDEX,
];

/**
 * The unauthorized screen (spec 001 §2.2): it redirects to / and opens the login dialog there, which goes
 * on to redirect_uri once signed in. 'OH NO! ERROR 401' with BACK TO HOMEPAGE shows while no dialog is open:
 * before the page's scripts run, or without them. Logout lands here (§4.1), so the shell's session data is
 * reloaded if it still shows a shopper: the guest guard of this page has just found none.
 */
export default function AuthLogin({ loaderData }: Route.ComponentProps) {
  const { redirectUri } = loaderData;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { user } = useRootData();
  const stale = useRef(user !== null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival on the screen
  useEffect(() => {
    rememberLoginCallback(redirectUri);
    authFlow.start({ kind: 'login', redirectUri });
    void Promise.resolve(navigate('/', { replace: true })).then(() => {
      if (stale.current) void revalidator.revalidate();
    });
  }, [redirectUri]);
  return <UnauthorizedPage />;
}
