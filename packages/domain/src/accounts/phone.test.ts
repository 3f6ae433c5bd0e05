import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { registerInput } from './auth-schemas.ts';
import { ACCOUNT_MESSAGES as M } from './messages.ts';
import { isValidNationalPhone, phoneCountryIssue, phoneField } from './phone.ts';
import { callingCodeOf, PHONE_REGIONS, regionFromLocale } from './phone-regions.ts';

describe('phones per country (libphonenumber)', () => {
  it('offers every country with a numbering plan, each once, with its own calling code', () => {
    expect(PHONE_REGIONS.length).toBeGreaterThanOrEqual(240);
    expect(new Set(PHONE_REGIONS.map((r) => r.regionCode)).size).toBe(PHONE_REGIONS.length);
    expect(PHONE_REGIONS).toContainEqual({ regionCode: 'GB', countryCode: '+44' });
    expect(PHONE_REGIONS).toContainEqual({ regionCode: 'IS', countryCode: '+354' });
    expect(PHONE_REGIONS).toContainEqual({ regionCode: 'NG', countryCode: '+234' });
    expect(callingCodeOf('ca')).toBe('+1');
    expect(callingCodeOf('XX')).toBeNull();
  });

  it("keeps the browser's plain list of regions exactly libphonenumber's (regions and calling codes)", () => {
    const fromLibrary = getCountries().map((regionCode) => ({
      regionCode,
      countryCode: `+${getCountryCallingCode(regionCode)}`,
    }));
    expect(PHONE_REGIONS).toEqual(fromLibrary);
  });

  it.each([
    ['US', '2133734253', true],
    ['US', '1234567890', false], // no US area code starts with 1
    ['GB', '7400123456', true],
    ['GB', '740012345', false], // one digit short for a UK mobile
    ['DE', '15123456789', true],
    ['JP', '9012345678', true],
    ['FR', '612345678', true],
    ['FR', '61234567', false],
    ['SG', '81234567', true],
  ])('%s %s is %s', (region, digits, valid) => {
    expect(isValidNationalPhone(region, digits)).toBe(valid);
  });

  it('refuses the same numbers in the register body and the profile, with the spec message', () => {
    const body = {
      email: 'ada@example.com',
      areaCode: { regionCode: 'US', countryCode: '+1' },
      phone: '1234567890',
      password: 'Keycap123',
      confirmPassword: 'Keycap123',
      firstName: 'Ada',
      receiveNewsLetter: true,
      recaptchaResponse: 'payload',
    };
    const refused = registerInput.safeParse(body);
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['phone', M.phoneInvalid],
    ]);
    expect(registerInput.safeParse({ ...body, phone: '2133734253' }).success).toBe(true);
    const profile = phoneField.safeParse({ regionCode: 'US', countryCode: '+1', phone: '1234567890' });
    expect(profile.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['phone', M.phoneInvalid],
    ]);
    expect(phoneCountryIssue({ regionCode: 'US' }, '1234567890')).toBe(M.phoneInvalid);
    expect(phoneCountryIssue({ regionCode: 'US' }, '12')).toBeUndefined(); // the pattern's message speaks first
  });

  it("refuses a calling code that is not the region's own", () => {
    const mixed = phoneField.safeParse({ regionCode: 'GB', countryCode: '+1', phone: '7400123456' });
    expect(mixed.error?.issues[0]?.message).toBe(M.areaCodeRequired);
  });

  it('guesses the region from the browser language', () => {
    expect(regionFromLocale('en-GB')).toBe('GB');
    expect(regionFromLocale('de')).toBe('DE');
    expect(regionFromLocale('ja-JP')).toBe('JP');
    expect(regionFromLocale('not a locale!')).toBeNull();
    expect(regionFromLocale(undefined)).toBeNull();
  });
});
