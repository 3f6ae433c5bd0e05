/**
 * What the service worker keeps, by address (pure, tested beside; used by sw/caching.ts):
 *
 * - pages (HTML navigations and React Router's `.data` requests): network first, the last copy only when
 *   the network fails (never because it is slow: a slow answer is still the true one), so visited pages stay readable offline. Never the account, checkout, staff, sign-in or
 *   development pages: they are the shopper's own.
 * - catalogue API reads (products, search, home, app config, categories, collabs, news, heritage,
 *   countries): stale-while-revalidate. Never /me, the cart, wishlist, sessions, or any write.
 * - hashed assets and images: cache first, with a size limit (hashed names never change content).
 *
 * Pages hold the signed-in shopper's name and avatar, so both caches of "what this shopper saw" are
 * emptied at sign-in and sign-out (PRIVATE_CACHES, lib/private-caches.ts; the worker's CLEAR_PRIVATE message): never served to another user.
 */
export const CACHES = {
  pages: 'shop-pages',
  api: 'shop-api',
  assets: 'shop-assets',
  images: 'shop-images',
} as const;

/** Emptied when the session changes hands. */
export const PRIVATE_CACHES = [CACHES.pages, CACHES.api] as const;

export const LIMITS = {
  pages: { maxEntries: 60, maxAgeSeconds: 7 * 24 * 3600 },
  api: { maxEntries: 200, maxAgeSeconds: 24 * 3600 },
  assets: { maxEntries: 150, maxAgeSeconds: 30 * 24 * 3600 },
  images: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
} as const;

const PRIVATE_PAGES = /^\/(account|checkout|staff|dev|auth|unauthorized|activate|api)(\/|\.data|$)/;
const CATALOGUE_API =
  /^\/api\/v1\/(products|search|home|app-config|categories|collabs|news|heritage|countries)(\/|$)/;
const IMAGE = /\.(png|jpe?g|webp|avif|gif|svg|ico)$/i;

export type Strategy = 'page' | 'api' | 'asset' | 'image' | null;

/** The strategy for a GET of this same-origin URL (`destination` as the Request gives it); null: network only. */
export function strategyFor(url: URL, destination: string, method = 'GET'): Strategy {
  if (method !== 'GET') return null;
  const path = url.pathname;
  if (path.startsWith('/assets/')) return IMAGE.test(path) ? 'image' : 'asset';
  if (path.startsWith('/uploads/') || destination === 'image') return 'image';
  if (path.startsWith('/api/')) {
    if (!CATALOGUE_API.test(path) || /\/access$/.test(path)) return null;
    return 'api';
  }
  if (path === '/sw.js' || path.startsWith('/manifest')) return null;
  const page = destination === 'document' || path.endsWith('.data');
  if (!page) return null;
  return PRIVATE_PAGES.test(path) ? null : 'page';
}
