import { describe, expect, it } from 'vitest';
import { countdownUnits, countdownView, EXPIRED_AFTER_MS, padUnit } from './countdown-units.ts';

const s = 1000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;
const text = (ms: number) =>
  countdownUnits(ms)
    .map((p) => `${p.value}${p.unit}`)
    .join(' ');

describe('countdownUnits', () => {
  it('shows at most three units, the largest first', () => {
    expect(text(2 * d + 3 * h + 4 * m + 5 * s)).toBe('2d 3h 4m');
  });
  it('hides leading zero units', () => {
    expect(text(5 * h + 7 * s)).toBe('5h 0m 7s');
    expect(text(4 * m + 5 * s)).toBe('4m 5s');
    expect(text(42 * s)).toBe('42s');
  });
  it('keeps zero units in the middle', () => {
    expect(text(1 * d + 5 * m)).toBe('1d 0h 5m');
  });
  it('counts whole seconds left', () => {
    expect(text(1999)).toBe('1s');
  });
  it('is empty once the time is up', () => {
    expect(countdownUnits(999)).toEqual([]);
    expect(countdownUnits(0)).toEqual([]);
    expect(countdownUnits(-5 * s)).toEqual([]);
    expect(countdownUnits(Number.NaN)).toEqual([]);
  });
  it('handles long spans in days', () => {
    expect(text(400 * d + 23 * h + 59 * m + 59 * s)).toBe('400d 23h 59m');
  });
});

describe('padUnit', () => {
  it('pads every unit but the leading one to two digits', () => {
    expect(padUnit(5, true)).toBe('5');
    expect(padUnit(5, false)).toBe('05');
    expect(padUnit(12, false)).toBe('12');
  });
});

describe('countdownView', () => {
  const target = Date.UTC(2026, 2, 1, 12);
  it('counts down before the target', () => {
    expect(countdownView(target, target - 90 * s)).toEqual({
      kind: 'running',
      parts: [
        { unit: 'm', value: 1 },
        { unit: 's', value: 30 },
      ],
    });
  });
  it('says the time is up from the target until a day past it', () => {
    expect(countdownView(target, target).kind).toBe('timeUp');
    expect(countdownView(target, target + 999).kind).toBe('timeUp');
    expect(countdownView(target, target + EXPIRED_AFTER_MS).kind).toBe('timeUp');
  });
  it('gives the date it expired on once more than a day has passed', () => {
    expect(countdownView(target, target + EXPIRED_AFTER_MS + 1)).toEqual({ kind: 'expired', at: target });
    expect(countdownView(target, target + 30 * d)).toEqual({ kind: 'expired', at: target });
  });
});
