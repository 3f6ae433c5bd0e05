import { describe, expect, it } from 'vitest';
import { formatUsd } from './format.ts';

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
