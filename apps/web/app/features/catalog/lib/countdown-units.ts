/**
 * Countdown units of spec 000 §4: at most 3 units, leading zero units hidden, so 2 days 3 hours shows
 * "2d 03h 00m" and 42 seconds shows "42s". Nothing left means the time is up.
 */
export type CountdownUnit = 'd' | 'h' | 'm' | 's';

export interface CountdownPart {
  unit: CountdownUnit;
  value: number;
}

export const MAX_COUNTDOWN_UNITS = 3;

const UNIT_SECONDS: readonly [CountdownUnit, number][] = [
  ['d', 86_400],
  ['h', 3_600],
  ['m', 60],
  ['s', 1],
];

export function countdownUnits(remainingMs: number, maxUnits = MAX_COUNTDOWN_UNITS): CountdownPart[] {
  let seconds = Math.floor(remainingMs / 1000);
  if (!Number.isFinite(seconds) || seconds <= 0) return [];
  const all = UNIT_SECONDS.map(([unit, size]) => {
    const value = Math.floor(seconds / size);
    seconds -= value * size;
    return { unit, value };
  });
  const first = all.findIndex((part) => part.value > 0);
  return all.slice(first, first + maxUnits);
}

/** "05" for every unit but the leading one, which shows as it is. */
export function padUnit(value: number, leading: boolean): string {
  return leading ? String(value) : String(value).padStart(2, '0');
}

/**
 * How long past its target a countdown still says the time is up; after that it says "Expired on {date}"
 * (spec 000 §4 names a date threshold without its value). Ours: one day, the span under which a coupon's
 * expiry turns urgent (000 §9), so a sale that just closed reads "Time's up!" and an old one gives its date.
 */
export const EXPIRED_AFTER_MS = 86_400_000;

export type CountdownView =
  | { kind: 'running'; parts: CountdownPart[] }
  | { kind: 'timeUp' }
  | { kind: 'expired'; at: number };

/** What a countdown to `target` (epoch ms) shows at `now`: its units, the time-up text, or the expiry date. */
export function countdownView(target: number, now: number, expiredAfterMs = EXPIRED_AFTER_MS): CountdownView {
  const parts = countdownUnits(target - now);
  if (parts.length > 0) return { kind: 'running', parts };
  return now - target > expiredAfterMs ? { kind: 'expired', at: target } : { kind: 'timeUp' };
}
