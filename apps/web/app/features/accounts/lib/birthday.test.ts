import { PHONE_REGIONS } from '@shop/domain/accounts';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { composeBirthday } from './birthday.ts';

describe('phone regions and birthday', () => {
  it('names every country the phone picker offers in the translation file', () => {
    const regions = en.accountForm.regions as Record<string, string>;
    expect(PHONE_REGIONS.filter((a) => !regions[a.regionCode])).toEqual([]);
  });

  it('sends the birthday only when year, month and day are all chosen', () => {
    expect(composeBirthday('1990', '2', '8')).toBe('1990-02-08');
    expect(composeBirthday('1990', '', '8')).toBe('');
  });
});
