import type { CommerceEvent } from '@shop/domain/analytics';

/** What the shop's collector receives: the commerce events and page views (no query string). */
export type CollectorEvent = CommerceEvent | { event: 'page_view'; path: string };

export const COLLECTOR_URL = '/api/v1/analytics/events';
/** The browser sends 10 events a request (spec 002 §5 warns of bigger batches). */
export const BATCH_SIZE = 10;
/** Events wait at most this long for others to share a request. */
export const BATCH_WAIT_MS = 5000;

export interface CollectorPorts {
  /** Sends one request's body; false when the browser refused to queue it. */
  send(body: string): boolean;
  schedule(fn: () => void, ms: number): () => void;
  visitor(): string;
}

/**
 * Batches events for the collector: a request per 10 events, or 5 s after the first waiting one, or when
 * the page is hidden or left (`flush`), whichever comes first.
 */
export function createCollector(ports: CollectorPorts) {
  let waiting: CollectorEvent[] = [];
  let cancel: (() => void) | null = null;

  function flush() {
    cancel?.();
    cancel = null;
    while (waiting.length > 0) {
      const events = waiting.slice(0, BATCH_SIZE);
      const sent = ports.send(JSON.stringify({ visitor: ports.visitor(), events }));
      if (!sent) return; // kept for the next flush
      waiting = waiting.slice(events.length);
    }
  }

  return {
    add(event: CollectorEvent) {
      waiting.push(event);
      if (waiting.length >= BATCH_SIZE) flush();
      else cancel ??= ports.schedule(flush, BATCH_WAIT_MS);
    },
    flush,
    pending: () => waiting.length,
  };
}

/** navigator.sendBeacon, or fetch with keepalive where there is none. */
export function beacon(body: string): boolean {
  const blob = new Blob([body], { type: 'application/json' });
  if (typeof navigator.sendBeacon === 'function') return navigator.sendBeacon(COLLECTOR_URL, blob);
  void fetch(COLLECTOR_URL, { method: 'POST', body: blob, keepalive: true, credentials: 'omit' }).catch(
    () => {},
  );
  return true;
}
