import { describe, expect, it } from 'vitest';
import { fullAddress, fullName, subAddress } from './derived.ts';

describe('derived address texts (spec 002 §3)', () => {
  it('full name is first and last name, without a dangling space', () => {
    expect(fullName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(fullName({ firstName: 'Ada', lastName: '' })).toBe('Ada');
    expect(fullName({ firstName: 'Ada', lastName: null })).toBe('Ada');
  });

  it('full address is street, state, city, country, post code, with names over codes', () => {
    const a = {
      street: '1 Infinite Loop',
      city: 'Cupertino',
      postCode: '95014',
      country: 'US',
      countryName: 'United States',
      stateOrProvince: 'CA',
      stateName: 'California',
    };
    expect(fullAddress(a)).toBe('1 Infinite Loop, California, Cupertino, United States, 95014');
    expect(fullAddress({ ...a, countryName: null, stateName: null })).toBe(
      '1 Infinite Loop, CA, Cupertino, US, 95014',
    );
  });

  it('full address leaves out a missing state', () => {
    expect(
      fullAddress({
        street: '10 Downing St',
        city: 'London',
        postCode: 'SW1A 2AA',
        country: 'GB',
        stateOrProvince: null,
      }),
    ).toBe('10 Downing St, London, GB, SW1A 2AA');
  });

  it('sub-address is company and address line 2, either may be missing', () => {
    expect(subAddress({ company: 'Keycap Co', addressLine2: 'Apt 4' })).toBe('Keycap Co, Apt 4');
    expect(subAddress({ company: '', addressLine2: 'Apt 4' })).toBe('Apt 4');
    expect(subAddress({})).toBe('');
  });
});
