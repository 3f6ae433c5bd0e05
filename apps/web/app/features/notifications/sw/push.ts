/// <reference lib="webworker" />
import { parsePayload, pushDisplay, tabShowing } from '../lib/push-message.ts';

/**
 * The web-push part of the service worker (app/sw.ts composes it): a push is shown as a notification
 * (lib/push-message.ts reads its fields) and the open tabs are told, so the header's badge reads the count
 * at once (lib/unread-store.ts); a click brings forward a tab already showing the notification's address,
 * or opens it.
 */
export function setUpPush(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('push', (event) => {
    const { title, options } = pushDisplay(parsePayload(event.data?.text()), sw.location.origin);
    event.waitUntil(
      Promise.all([
        sw.registration.showNotification(title, options),
        sw.clients.matchAll({ type: 'window' }).then((tabs) => {
          for (const tab of tabs) tab.postMessage({ type: 'push' });
        }),
      ]),
    );
  });

  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = (event.notification.data as { url?: string } | null)?.url ?? sw.location.origin;
    event.waitUntil(
      sw.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (tabs) => {
        const open = tabShowing(tabs, url);
        if (open) await open.focus();
        else await sw.clients.openWindow(url);
      }),
    );
  });
}
