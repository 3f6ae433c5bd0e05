import type {
  Address,
  AddressInput,
  AddressList,
  Country,
  CountryList,
  CountryState,
  CountryStateList,
} from '@shop/domain/addresses';
import { api } from '../../../lib/api.ts';

/**
 * The address book's calls (spec 000 §7 "Address service", "Country service"). Failures are toasted by the
 * API client's global rules (400 field errors, 409 ADDRESS_LIMIT_REACHED); callers learn whether it worked.
 */
export async function fetchAddresses(): Promise<Address[] | null> {
  const result = await api.request<AddressList>('GET', '/api/v1/me/addresses');
  return result.status === 200 ? result.body.contents : null;
}

/** POST a new address or PUT an edited one (all fields); the saved address, or null. */
export async function saveAddress(input: AddressInput, id?: string): Promise<Address | null> {
  const result = id
    ? await api.request<Address>('PUT', `/api/v1/me/addresses/${encodeURIComponent(id)}`, input)
    : await api.request<Address>('POST', '/api/v1/me/addresses', input);
  return result.status === 200 || result.status === 201 ? result.body : null;
}

export async function removeAddress(id: string): Promise<boolean> {
  const result = await api.request('DELETE', `/api/v1/me/addresses/${encodeURIComponent(id)}`);
  return result.status === 204;
}

export async function setPrimaryAddress(id: string): Promise<boolean> {
  const result = await api.request<Address>('PUT', `/api/v1/me/addresses/${encodeURIComponent(id)}/primary`);
  return result.status === 200;
}

// Countries and states hardly change (the API caches them too): one request per page load is enough.
let countries: Promise<Country[]> | null = null;
const states = new Map<string, Promise<CountryState[]>>();

export function fetchCountries(): Promise<Country[]> {
  countries ??= api.request<CountryList>('GET', '/api/v1/countries').then((r) => {
    if (r.status === 200) return r.body.contents;
    countries = null; // try again next time
    return [];
  });
  return countries;
}

export function fetchStates(countryCode: string): Promise<CountryState[]> {
  const code = countryCode.toUpperCase();
  let found = states.get(code);
  if (!found) {
    found = api
      .request<CountryStateList>('GET', `/api/v1/countries/${encodeURIComponent(code)}/states`)
      .then((r) => {
        if (r.status === 200) return r.body.contents;
        states.delete(code);
        return [];
      });
    states.set(code, found);
  }
  return found;
}
