/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CACHES, LIMITS, PRIVATE_CACHES, strategyFor } from '../lib/cache-rules.ts';

type PrecacheEntry = { url: string; revision: string | null } | string;

/**
 * The offline part of the service worker (the pwa feature): the build's hashed scripts and styles
 * precached, and the runtime caches of sw/rules.ts. A new version waits until the page asks it to take
 * over (SKIP_WAITING, sent by REFRESH of "Updates now available!!"); a page can empty the caches of what
 * a shopper saw (CLEAR_PRIVATE, at sign-in and sign-out).
 */
export function setUpOffline(sw: ServiceWorkerGlobalScope, precache: PrecacheEntry[], startUrl = '/'): void {
  cleanupOutdatedCaches();
  precacheAndRoute(precache);

  const ok = new CacheableResponsePlugin({ statuses: [200] });
  const pages = new NetworkFirst({
    cacheName: CACHES.pages,
    plugins: [ok, new ExpirationPlugin({ ...LIMITS.pages, purgeOnQuotaError: true })],
  });
  registerRoute(
    ({ url, request }) =>
      url.origin === sw.location.origin && strategyFor(url, request.destination, request.method) === 'page',
    pages,
  );
  registerRoute(
    ({ url, request }) =>
      url.origin === sw.location.origin && strategyFor(url, request.destination, request.method) === 'api',
    new StaleWhileRevalidate({
      cacheName: CACHES.api,
      plugins: [ok, new ExpirationPlugin({ ...LIMITS.api, purgeOnQuotaError: true })],
    }),
  );
  registerRoute(
    ({ url, request }) =>
      url.origin === sw.location.origin && strategyFor(url, request.destination, request.method) === 'asset',
    new CacheFirst({
      cacheName: CACHES.assets,
      plugins: [ok, new ExpirationPlugin({ ...LIMITS.assets, purgeOnQuotaError: true })],
    }),
  );
  registerRoute(
    ({ url, request }) =>
      url.origin === sw.location.origin && strategyFor(url, request.destination, request.method) === 'image',
    new CacheFirst({
      cacheName: CACHES.images,
      plugins: [ok, new ExpirationPlugin({ ...LIMITS.images, purgeOnQuotaError: true })],
    }),
  );

  // The start address answers offline from the first visit on (the installed app opens there).
  sw.addEventListener('install', (event) => {
    event.waitUntil(
      caches
        .open(CACHES.pages)
        .then((cache) => cache.add(new Request(startUrl, { credentials: 'same-origin' })))
        .catch(() => undefined),
    );
  });

  sw.addEventListener('message', (event) => {
    const type = (event.data as { type?: string } | null)?.type;
    if (type === 'SKIP_WAITING') void sw.skipWaiting();
    if (type === 'CLEAR_PRIVATE')
      event.waitUntil(Promise.all(PRIVATE_CACHES.map((name) => caches.delete(name))));
  });
}
