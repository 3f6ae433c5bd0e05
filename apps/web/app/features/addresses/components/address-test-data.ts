import type { Address, Country, CountryState } from '@shop/domain/addresses';
import type { AddressFormLoaders } from '../lib/use-address-form.ts';

/** Countries and states as the API answers them, for the component tests (no network). */
const COUNTRIES: Country[] = [
  { code: 'CA', name: 'Canada', hasStates: true },
  { code: 'GB', name: 'United Kingdom', hasStates: false },
  { code: 'US', name: 'United States', hasStates: true },
];
const STATES: Record<string, CountryState[]> = {
  US: [
    { code: 'CA', name: 'California' },
    { code: 'NY', name: 'New York' },
  ],
  CA: [
    { code: 'ON', name: 'Ontario' },
    { code: 'QC', name: 'Quebec' },
  ],
};

export const testLoaders: AddressFormLoaders = {
  countries: async () => COUNTRIES,
  states: async (code) => STATES[code] ?? [],
};

export function testAddress(over: Partial<Address> = {}): Address {
  return {
    id: 'a1',
    type: 'HOME',
    firstName: 'Ada',
    lastName: 'Lovelace',
    fullName: 'Ada Lovelace',
    company: '',
    street: '1 Infinite Loop',
    addressLine2: '',
    city: 'Cupertino',
    country: 'US',
    countryName: 'United States',
    stateOrProvince: 'CA',
    stateName: 'California',
    postCode: '95014',
    phone: '4085551234',
    email: '',
    primary: false,
    fullAddress: '1 Infinite Loop, California, Cupertino, United States, 95014',
    subAddress: '',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}
