import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count.ts';

describe('formatCount', () => {
  it('writes big figures compact, in the locale asked for', () => {
    expect(formatCount(11_789)).toBe('11.8K');
    expect(formatCount(950)).toBe('950');
    expect(formatCount(2_400_000)).toBe('2.4M');
    expect(formatCount(11_789, 'de')).toBe('11.789');
    expect(formatCount(11_789)).toBe('11.8K');
  });
});
