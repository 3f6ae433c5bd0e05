import { ANALYTICS_TIMING } from './constants.ts';
import type { CommerceEvent } from './types.ts';

/**
 * Spec 002 §4: events pushed while the layer is not initialised wait in a queue of at most 50. On overflow
 * a purchase replaces a non-purchase one (the oldest); any other event is dropped. Pure: answers the new
 * queue and what was dropped.
 */
export function enqueue<E extends Pick<CommerceEvent, 'event'>>(
  queue: readonly E[],
  event: E,
  max: number = ANALYTICS_TIMING.failedQueueSize,
): { queue: E[]; dropped: E | null } {
  if (queue.length < max) return { queue: [...queue, event], dropped: null };
  if (event.event !== 'purchase') return { queue: [...queue], dropped: event };
  const victim = queue.findIndex((e) => e.event !== 'purchase');
  if (victim === -1) return { queue: [...queue], dropped: event };
  const next = [...queue];
  const [removed] = next.splice(victim, 1);
  next.push(event);
  return { queue: next, dropped: removed ?? null };
}

/** Restores a backup read from storage: only well-formed entries, at most the queue's size. */
export function parseBackup<E>(raw: string | null, isEvent: (value: unknown) => value is E): E[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isEvent).slice(-ANALYTICS_TIMING.failedQueueSize) : [];
  } catch {
    return [];
  }
}
