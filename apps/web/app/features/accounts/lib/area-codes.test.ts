import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { AREA_CODES, composeBirthday } from './area-codes.ts';

describe('area codes and birthday', () => {
  it('names every offered country in the translation file', () => {
    const regions = en.accountForm.regions as Record<string, string>;
    expect(AREA_CODES.filter((a) => !regions[a.regionCode])).toEqual([]);
    expect(AREA_CODES.every((a) => /^\+\d{1,4}$/.test(a.countryCode))).toBe(true);
  });

  it('sends the birthday only when year, month and day are all chosen', () => {
    expect(composeBirthday('1990', '2', '8')).toBe('1990-02-08');
    expect(composeBirthday('1990', '', '8')).toBe('');
  });
});
