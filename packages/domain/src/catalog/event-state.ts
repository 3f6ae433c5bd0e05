/**
 * Product event state of spec 002 §4: UPCOMING before start (plus 1 second), ONGOING until end (plus 1
 * second), then ENDED; NONE when the product has no countdown. Buying is allowed when NONE or ONGOING.
 * The browser and the server both call this, so a countdown and a cart check never disagree.
 */
export const EVENT_STATES = ['NONE', 'UPCOMING', 'ONGOING', 'ENDED'] as const;
export type EventState = (typeof EVENT_STATES)[number];

/** Spec 002 §9 "Countdown tolerance": the clock may be a second off either way. */
export const COUNTDOWN_TOLERANCE_MS = 1000;

export interface EventTimes {
  hasCountDown: boolean;
  eventStartTime: Date | string | null;
  eventEndTime: Date | string | null;
}

const toMs = (t: Date | string | number | null): number | null =>
  t === null ? null : typeof t === 'number' ? t : new Date(t).getTime();

export function eventState(product: EventTimes, now: Date | number): EventState {
  if (!product.hasCountDown) return 'NONE';
  const at = toMs(now) ?? 0;
  const start = toMs(product.eventStartTime);
  const end = toMs(product.eventEndTime);
  // A missing bound is open: no start means it has begun, no end means it never ends.
  if (start !== null && at < start + COUNTDOWN_TOLERANCE_MS) return 'UPCOMING';
  if (end === null || at < end + COUNTDOWN_TOLERANCE_MS) return 'ONGOING';
  return 'ENDED';
}

export function canBuyInState(state: EventState): boolean {
  return state === 'NONE' || state === 'ONGOING';
}

export interface EventFlags {
  eventState: EventState;
  isUpcoming: boolean;
  isOngoing: boolean;
  isEnded: boolean;
  canBuy: boolean;
}

export function eventFlags(product: EventTimes, now: Date | number): EventFlags {
  const state = eventState(product, now);
  return {
    eventState: state,
    isUpcoming: state === 'UPCOMING',
    isOngoing: state === 'ONGOING',
    isEnded: state === 'ENDED',
    canBuy: canBuyInState(state),
  };
}

/**
 * The next instant (epoch ms, after `now`) at which eventState changes, or null when it never will. Caches of
 * answers that carry event flags expire there, so a cached card turns from UP-COMING to ongoing on time.
 */
export function nextEventChange(product: EventTimes, now: Date | number): number | null {
  if (!product.hasCountDown) return null;
  const at = toMs(now) ?? 0;
  const start = toMs(product.eventStartTime);
  const end = toMs(product.eventEndTime);
  for (const bound of [start, end]) {
    if (bound !== null && at < bound + COUNTDOWN_TOLERANCE_MS) return bound + COUNTDOWN_TOLERANCE_MS;
  }
  return null;
}
