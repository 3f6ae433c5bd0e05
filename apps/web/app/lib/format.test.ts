import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatUsd } from './format.ts';

const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('formatUsd', () => {
  it('writes amounts as shoppers read them', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(12_345)).toBe('$123.45');
    expect(formatUsd(123_456_789)).toBe('$1,234,567.89');
    expect(formatUsd(-500)).toBe('-$5.00');
  });

  it('writes exactly what Intl writes for en-US dollars', () => {
    const amounts = [
      ...'0 -0 1 9 10 99 100 101 999 1000 99999 100000 100001 99999999 100000000 -1 -99 -100 -123456'.split(
        ' ',
      ),
      ...'0.4 0.5 1.5 2.5 -0.4 -0.5 12345.49 12345.5 9007199254740991 1e21 -1e21 NaN Infinity -Infinity'.split(
        ' ',
      ),
    ].map(Number);
    // And a spread of ordinary prices.
    for (let cents = 0; cents < 2_000_000; cents += 7_919) amounts.push(cents, -cents);
    for (const cents of amounts) expect(formatUsd(cents), String(cents)).toBe(intl.format(cents / 100));
  });
});

describe('formatNumber', () => {
  it("writes exactly what toLocaleString('en-US') writes", () => {
    const numbers =
      '0 -0 1 12 123 1234 12345 123456 1234567 -1 -1234 -1234567 9007199254740991 1.5 -2.25 NaN Infinity'
        .split(' ')
        .map(Number);
    for (let n = 0; n < 5_000_000; n += 49_999) numbers.push(n, -n);
    for (const n of numbers) expect(formatNumber(n), String(n)).toBe(n.toLocaleString('en-US'));
  });
});

describe('formatDate', () => {
  it('writes what Intl writes for en-US short dates, in the local zone and in UTC', () => {
    const options = { year: 'numeric', month: 'short', day: 'numeric' } as const;
    const local = new Intl.DateTimeFormat('en-US', options);
    const utc = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    const dates: (string | number)[] = [
      '2026-11-26T07:00:00Z',
      '2024-02-29T23:59:59Z',
      '2000-01-01T00:00:00Z',
      0,
    ];
    for (let ms = Date.UTC(1990, 0, 1); ms < Date.UTC(2040, 0, 1); ms += 86_400_000 * 37 + 3_600_000 * 5)
      dates.push(ms);
    for (const d of dates) {
      expect(formatDate(d), String(d)).toBe(local.format(new Date(d)));
      expect(formatDate(d, 'UTC'), String(d)).toBe(utc.format(new Date(d)));
    }
    expect(formatDate('not a date')).toBe('Invalid Date');
  });
});
