import {
  type CartLineLike,
  cartLineItem,
  createTracker,
  itemsEvent,
  type TrackResult,
} from '@shop/domain/analytics';
import { beacon, type CollectorEvent, createCollector } from './collector.ts';
import { loadTags, probeTags, sendToTags, type TagIds } from './third-party.ts';
import { visitorId } from './visitor.ts';

/**
 * The analytics layer in the browser, loaded only after consent (track.ts imports it then): the domain's
 * tracker (validation, sanitising, queue, retries, degraded mode, duplicate purchases) with real ports: the
 * clock and timers, local storage, the online flag, and a destination that is the configured tags plus the
 * shop's own collector (batched beacons).
 */
export function startRuntime(ids: TagIds) {
  const schedule = (fn: () => void, ms: number) => {
    const t = setTimeout(fn, ms);
    return () => clearTimeout(t);
  };
  const collector = createCollector({ send: beacon, schedule, visitor: () => visitorId() });
  loadTags(ids);
  const tracker = createTracker({
    now: () => Date.now(),
    schedule,
    probe: () => probeTags(ids),
    deliver(events) {
      for (const event of events) {
        sendToTags(ids, event);
        collector.add(event);
      }
    },
    online: () => navigator.onLine !== false,
    storage: {
      read: (key) => {
        try {
          return localStorage.getItem(key);
        } catch {
          return null;
        }
      },
      write: (key, value) => {
        try {
          if (value === null) localStorage.removeItem(key);
          else localStorage.setItem(key, value);
        } catch {
          // storage disabled: the queue lives as long as the page
        }
      },
    },
    log: (entry) => {
      // Personal data is already masked (domain pii.ts); production builds keep the console quiet.
      if (import.meta.env.DEV) console.debug('[analytics]', entry.message, entry.detail ?? '');
    },
  });
  tracker.start();
  const flushAll = () => {
    void tracker.flush();
    collector.flush();
  };
  window.addEventListener('online', flushAll);
  window.addEventListener('pagehide', () => collector.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') collector.flush();
  });
  return {
    track: (raw: unknown): Promise<TrackResult> => tracker.track(fromCart(raw)),
    pageView: (path: string) => collector.add({ event: 'page_view', path } satisfies CollectorEvent),
    tracker,
    collector,
  };
}

export type Runtime = ReturnType<typeof startRuntime>;

/** The cart's lines moved (lib/commerce-events.ts) as the analytics event of their items. */
function fromCart(raw: unknown): unknown {
  const moved = (raw as { cartLines?: { line: CartLineLike; quantity: number }[] } | null)?.cartLines;
  if (!Array.isArray(moved)) return raw;
  const { event } = raw as { event: string };
  return itemsEvent(
    event,
    moved.map((m) => cartLineItem(m.line, m.quantity)),
  );
}
