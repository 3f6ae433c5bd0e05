import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { onSignedIn, onSignedOut } from '../../../lib/session-events.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { clearPrivateCaches } from '../lib/private-caches.ts';
import { pwa, usePwa } from '../lib/pwa-store.ts';

// What the installed app and its prompts show load when one first shows: a first visit needs none of them.
const AppBar = lazy(() => import('./app-bar.tsx').then((m) => ({ default: m.AppBar })));
const InstallSheet = lazy(() => import('./install-sheet.tsx').then((m) => ({ default: m.InstallSheet })));
const UpdatePrompt = lazy(() => import('./update-prompt.tsx').then((m) => ({ default: m.UpdatePrompt })));

const iosStandalone = () =>
  typeof navigator !== 'undefined' && (navigator as Navigator & { standalone?: boolean }).standalone === true;

const noChange = () => () => {};

/** Registers the service worker once the page has loaded and the browser is idle: never before the page. */
function registerLater(): () => void {
  let cancelled = false;
  const start = () => {
    if (cancelled) return;
    // Offline the worker's script cannot be fetched: register once the network is back.
    if (!navigator.onLine) {
      window.addEventListener('online', start, { once: true });
      return;
    }
    const go = () =>
      void import('../lib/register.ts').then(
        (m) => !cancelled && m.register(),
        // The network went away between the check and the fetch of the script: again once it is back.
        () => window.addEventListener('online', start, { once: true }),
      );
    if ('requestIdleCallback' in window) window.requestIdleCallback(go, { timeout: 3000 });
    else setTimeout(go, 1);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', start);
    window.removeEventListener('online', start);
  };
}

/**
 * The installable app's part of the shell (features/pwa): the service worker (production only), the install
 * sheet and its rules, "Updates now available!!", the mobile app bar in the installed app, and the caches of
 * what a shopper saw emptied whenever the session changes hands.
 */
export function PwaRoot() {
  const { sheet, updateReady } = usePwa();
  // The installed app: Chromium's display mode, or iOS Safari's navigator.standalone (false on the server and
  // anywhere else, so hydration renders nothing again).
  const ios = useSyncExternalStore(noChange, iosStandalone, () => false);
  const standalone = useMediaQuery('(display-mode: standalone)') || ios;

  useEffect(() => (import.meta.env.PROD ? registerLater() : undefined), []);
  useEffect(() => pwa.listen(), []);
  useEffect(() => {
    const offOut = onSignedOut(() => void clearPrivateCaches());
    const offIn = onSignedIn(() => void clearPrivateCaches());
    return () => {
      offOut();
      offIn();
    };
  }, []);
  useEffect(() => {
    document.documentElement.classList.toggle('is-standalone', standalone);
  }, [standalone]);

  return (
    <Suspense fallback={null}>
      {standalone && <AppBar />}
      {sheet && <InstallSheet sheet={sheet} />}
      {updateReady && <UpdatePrompt />}
    </Suspense>
  );
}
