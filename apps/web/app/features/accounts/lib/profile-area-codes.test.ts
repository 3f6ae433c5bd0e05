import { describe, expect, it } from 'vitest';
import { AREA_CODES, areaCodeLabel, areaCodeOptions } from './profile-area-codes.ts';

describe('area codes of the profile phone', () => {
  it('offers each region once, with a calling code', () => {
    expect(new Set(AREA_CODES.map((a) => a.regionCode)).size).toBe(AREA_CODES.length);
    for (const a of AREA_CODES) expect(a.countryCode).toMatch(/^\+[1-9]\d{0,3}$/);
  });

  it("adds the profile's own area code when the list lacks it, and labels it", () => {
    expect(areaCodeOptions({ regionCode: 'GB', countryCode: '+44' })).toBe(AREA_CODES);
    const options = areaCodeOptions({ regionCode: 'IS', countryCode: '+354' });
    expect(options[0]).toEqual({ regionCode: 'IS', countryCode: '+354', name: 'IS' });
    expect(areaCodeLabel(AREA_CODES[0]!)).toBe('United States (+1)');
  });
});
