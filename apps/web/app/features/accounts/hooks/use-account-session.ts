import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { emitSignedOut, onSignedOut, runBeforeSignOut } from '../../../lib/session-events.ts';
import { toasts } from '../../../lib/toast-store.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { logout } from '../api/auth-api.ts';

/**
 * The session as the shell lives it (spec 001 §4.1, §6, §8):
 *
 * - `signOut()` lets the work that needs the session finish (features' `onBeforeSignOut`: the push
 *   registration of this browser), revokes the session on the server, tells the listeners (the address
 *   book empties; the client cart will too once there is one) and goes to /auth/login, which lands on /
 *   with the login dialog open. `signOut({ silent: true })` stays on the page.
 * - When the API refuses the session of a shopper the shell shows as signed in (a 401: it expired, or was
 *   revoked from another browser), 'Has Invalid Access Token.' and a silent logout.
 */
export function useAccountSession(signedIn: boolean) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  // Whether the shell still shows a signed-in shopper: only then is a 401 news worth a message.
  const shownSignedIn = useRef(signedIn);
  shownSignedIn.current = signedIn;
  // The session is known to be over while the shell may still show it: reloading a guarded page redirects
  // to the login page, and the shell's data is not reloaded on a change of address (root.tsx), so it is
  // asked again once there.
  const stale = useRef(false);
  const location = useLocation();

  useEffect(
    () =>
      onSignedOut((reason) => {
        if (reason !== 'rejected') return;
        if (shownSignedIn.current) {
          shownSignedIn.current = false; // one message however many calls fail at once
          toasts.show({ type: 'error', message: t('app.invalidToken') });
        }
        stale.current = true;
        void revalidate.current();
      }),
    [t],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is when to look again
  useEffect(() => {
    if (!signedIn) stale.current = false;
    else if (stale.current && revalidator.state === 'idle') void revalidate.current();
  }, [location.key, signedIn]);

  const signOut = useCallback(
    async ({ silent = false }: { silent?: boolean } = {}) => {
      await runBeforeSignOut();
      await logout();
      shownSignedIn.current = false;
      emitSignedOut('logout');
      // /auth/login reloads the shell's session data itself once it has moved on to /.
      if (silent) {
        stale.current = true;
        await revalidate.current();
      } else await navigate('/auth/login');
    },
    [navigate],
  );

  return { signOut };
}
