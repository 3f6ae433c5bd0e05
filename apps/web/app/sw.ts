/// <reference lib="webworker" />
/**
 * The storefront's service worker, built by vite-plugin-pwa (injectManifest) into build/client/sw.js and
 * registered in production only (features/pwa/lib/register.ts). Features contribute their part here; this
 * entry only composes them (features never import each other):
 *
 * - features/pwa/sw: offline caching, the update hand-over, clearing what a shopper saw;
 * - features/notifications/sw: web push (`push` shows the notification, `notificationclick` opens its link).
 */
import { setUpPush } from './features/notifications/sw/push.ts';
import { setUpOffline } from './features/pwa/sw/caching.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: ({ url: string; revision: string | null } | string)[];
};

setUpOffline(self, self.__WB_MANIFEST);
setUpPush(self);
