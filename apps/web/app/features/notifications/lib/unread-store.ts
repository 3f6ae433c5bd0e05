import { useEffect, useSyncExternalStore } from 'react';
import { onSignedOut } from '../../../lib/session-events.ts';
import { fetchUnreadCount } from '../api/notifications.ts';

/**
 * The header's unread count (spec 002 §4: loaded on login, 0 on logout), kept fresh without a reload: read
 * every 30 s while the page is visible, at once when the tab comes back, and when the service worker says a
 * push arrived. A tiny store so the shell carries no more than this file.
 */
export const UNREAD_POLL_MS = 30_000;

let count = 0;
const listeners = new Set<() => void>();
const set = (n: number) => {
  if (n === count) return;
  count = n;
  for (const l of listeners) l();
};

export const unread = {
  get: () => count,
  set,
  async refresh(): Promise<void> {
    const n = await fetchUnreadCount();
    if (n !== null) set(n);
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The count for the header; polls while `signedIn`, and drops to 0 when signed out. */
export function useUnreadCount(signedIn: boolean): number {
  useEffect(() => {
    if (!signedIn) {
      set(0);
      return;
    }
    void unread.refresh();
    const tick = () => {
      if (document.visibilityState === 'visible') void unread.refresh();
    };
    const timer = window.setInterval(tick, UNREAD_POLL_MS);
    document.addEventListener('visibilitychange', tick);
    const fromWorker = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === 'push') void unread.refresh();
    };
    navigator.serviceWorker?.addEventListener('message', fromWorker);
    const off = onSignedOut(() => set(0));
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
      navigator.serviceWorker?.removeEventListener('message', fromWorker);
      off();
    };
  }, [signedIn]);
  return useSyncExternalStore(unread.subscribe, unread.get, () => 0);
}
