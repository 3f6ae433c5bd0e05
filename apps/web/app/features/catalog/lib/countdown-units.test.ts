import { describe, expect, it } from 'vitest';
import { countdownUnits, padUnit } from './countdown-units.ts';

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
