import { describe, expect, it } from 'vitest';
import { canBuyInState, eventFlags, eventState, nextEventChange } from './event-state.ts';

const start = new Date('2026-03-01T10:00:00Z');
const end = new Date('2026-03-08T10:00:00Z');
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
const gb = { hasCountDown: true, eventStartTime: start, eventEndTime: end };

describe('eventState', () => {
  it('is NONE without a countdown, whatever the times', () => {
    expect(eventState({ ...gb, hasCountDown: false }, at(start, -1000))).toBe('NONE');
    expect(eventState({ hasCountDown: false, eventStartTime: null, eventEndTime: null }, end)).toBe('NONE');
  });

  it('is UPCOMING until one second after the start', () => {
    expect(eventState(gb, at(start, -86_400_000))).toBe('UPCOMING');
    expect(eventState(gb, start)).toBe('UPCOMING');
    expect(eventState(gb, at(start, 999))).toBe('UPCOMING');
    expect(eventState(gb, at(start, 1000))).toBe('ONGOING');
  });

  it('is ONGOING until one second after the end, then ENDED', () => {
    expect(eventState(gb, end)).toBe('ONGOING');
    expect(eventState(gb, at(end, 999))).toBe('ONGOING');
    expect(eventState(gb, at(end, 1000))).toBe('ENDED');
    expect(eventState(gb, at(end, 10 * 86_400_000))).toBe('ENDED');
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    const iso = { hasCountDown: true, eventStartTime: start.toISOString(), eventEndTime: end.toISOString() };
    expect(eventState(iso, start.getTime() + 5000)).toBe('ONGOING');
  });

  it('treats a missing start as begun and a missing end as never ending', () => {
    expect(eventState({ hasCountDown: true, eventStartTime: null, eventEndTime: end }, start)).toBe(
      'ONGOING',
    );
    expect(eventState({ hasCountDown: true, eventStartTime: start, eventEndTime: null }, at(end, 1e12))).toBe(
      'ONGOING',
    );
  });
});

describe('canBuy', () => {
  it('allows buying only when NONE or ONGOING', () => {
    expect(canBuyInState('NONE')).toBe(true);
    expect(canBuyInState('ONGOING')).toBe(true);
    expect(canBuyInState('UPCOMING')).toBe(false);
    expect(canBuyInState('ENDED')).toBe(false);
  });

  it('eventFlags sets exactly one state flag', () => {
    expect(eventFlags(gb, at(start, 5000))).toEqual({
      eventState: 'ONGOING',
      isUpcoming: false,
      isOngoing: true,
      isEnded: false,
      canBuy: true,
    });
    expect(eventFlags(gb, at(start, -5000)).canBuy).toBe(false);
  });
});

describe('nextEventChange', () => {
  it('is the start, then the end, each plus the tolerance; then never', () => {
    expect(nextEventChange(gb, at(start, -5000))).toBe(start.getTime() + 1000);
    expect(nextEventChange(gb, at(start, 999))).toBe(start.getTime() + 1000);
    expect(nextEventChange(gb, at(start, 1000))).toBe(end.getTime() + 1000);
    expect(nextEventChange(gb, at(end, 1000))).toBeNull();
    expect(nextEventChange({ ...gb, hasCountDown: false }, start)).toBeNull();
    expect(nextEventChange({ ...gb, eventEndTime: null }, at(start, 5000))).toBeNull();
  });

  it('agrees with eventState just before and at the change', () => {
    for (const t of [at(start, -10), at(start, 500), at(end, -3000), at(end, 999)]) {
      const change = nextEventChange(gb, t)!;
      expect(eventState(gb, change - 1)).toBe(eventState(gb, t));
      expect(eventState(gb, change)).not.toBe(eventState(gb, t));
    }
  });
});
