import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator } from 'react-router';
import { emitSignedOut, onSignedOut } from '../../../lib/session-events.ts';
import { toasts } from '../../../lib/toast-store.ts';
import { logout } from '../api/auth-api.ts';

/**
 * The session as the shell lives it (spec 001 §4.1, §6, §8):
 *
 * - `signOut()` revokes the session on the server, tells the listeners (the address book empties; the
 *   client cart will too once there is one) and goes to /auth/login, which lands on / with the login dialog
 *   open. `signOut({ silent: true })` stays on the page.
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

  useEffect(
    () =>
      onSignedOut((reason) => {
        if (reason !== 'rejected') return;
        if (shownSignedIn.current) {
          shownSignedIn.current = false; // one message however many calls fail at once
          toasts.show({ type: 'error', message: t('auth.invalidToken') });
        }
        void revalidate.current();
      }),
    [t],
  );

  const signOut = useCallback(
    async ({ silent = false }: { silent?: boolean } = {}) => {
      await logout();
      shownSignedIn.current = false;
      emitSignedOut('logout');
      // /auth/login reloads the shell's session data itself once it has moved on to /.
      if (silent) await revalidate.current();
      else await navigate('/auth/login');
    },
    [navigate],
  );

  return { signOut };
}
