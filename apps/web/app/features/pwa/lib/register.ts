/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import { pwa } from './pwa-store.ts';

/** Checks for a new version this often while the app stays open (the browser also checks on navigations). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (production builds only; pwa-root.tsx imports this module after the page
 * has loaded, so it is not on the first load's path). A new version waits until the shopper presses
 * REFRESH on "Updates now available!!" (spec 000 §2, 001 §4.7).
 */
export function register(): void {
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      pwa.updateFound(() => updateSW(true));
    },
    // Offline at the first visit: nothing to do until the next page load (a failure is not the shopper's).
    onRegisterError() {},
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS);
    },
  });
}
