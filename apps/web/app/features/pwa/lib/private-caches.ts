import { PRIVATE_CACHES } from './cache-rules.ts';

/**
 * Empties the caches of what a shopper saw (pages, API reads): at sign-in and sign-out, so the next person
 * on this browser never gets the last one's pages (their name, their avatar) from the service worker.
 */
export async function clearPrivateCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(PRIVATE_CACHES.map((name) => caches.delete(name).catch(() => false)));
}
