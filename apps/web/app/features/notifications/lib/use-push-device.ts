import { useEffect } from 'react';
import { onBeforeSignOut, onSignedOut } from '../../../lib/session-events.ts';
import { STORED_KEY } from './push-stored.ts';

/** Spec 001 §9: the push sync runs 32 ms after the session is known. */
const SYNC_DELAY_MS = 32;

const allowed = () => typeof Notification !== 'undefined' && Notification.permission === 'granted';
const hasStored = () => window.localStorage.getItem(STORED_KEY) !== null;
// The registration logic loads only when there is something to do: never on the first load's path.
const load = () => import('./browser-push.ts').then((device) => ({ env: device.browserPushEnv(), device }));

/**
 * The shell's part of web push (spec 001 §3): once a shopper is signed in (at sign-in, and at each start
 * signed in), this browser is registered for pushes when the browser allows notifications and the rules of
 * lib/push-device.ts say so; signing out forgets it on the server first. Production only: the service
 * worker runs only there.
 */
export function usePushDevice(userId: string | null): void {
  useEffect(() => {
    if (!userId || !import.meta.env.PROD) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      if (!allowed()) return;
      void load()
        .then(({ env, device }) => (cancelled ? undefined : device.syncDevice(env, userId)))
        .catch(() => undefined);
    }, SYNC_DELAY_MS);
    const offBefore = onBeforeSignOut(async () => {
      if (!hasStored()) return;
      const { env, device } = await load();
      await device.forgetDevice(env);
    });
    // The session ended elsewhere (a 401): the server can no longer be told; the next sign-in registers.
    const offOut = onSignedOut(() => window.localStorage.removeItem(STORED_KEY));
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      offBefore();
      offOut();
    };
  }, [userId]);
}
