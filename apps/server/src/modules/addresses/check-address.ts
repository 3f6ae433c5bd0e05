import { DomainError } from '@shop/domain';
import { ADDRESS_MESSAGES, type AddressInput } from '@shop/domain/addresses';
import { findCountry, findState, statesOf } from './country-data.ts';
import type { AddressValues } from './repository.ts';

const fieldError = (field: string, message: string) =>
  new DomainError('INVALID_FIELD', { field, location: 'body', message }, 400);

/**
 * What the shared schema cannot know: whether the country and state exist in the dataset. A state sent for a
 * country where the form asks none is dropped (the form hides that field), not refused.
 */
export function checkAddress(input: AddressInput): AddressValues {
  const country = findCountry(input.country);
  if (!country) throw fieldError('country', ADDRESS_MESSAGES.countryUnknown);
  let stateOrProvince: string | null = null;
  if ((statesOf(country.code) ?? []).length > 0) {
    const state = input.stateOrProvince ? findState(country.code, input.stateOrProvince) : undefined;
    if (!input.stateOrProvince) throw fieldError('stateOrProvince', ADDRESS_MESSAGES.stateRequired);
    if (!state) throw fieldError('stateOrProvince', ADDRESS_MESSAGES.stateUnknown);
    stateOrProvince = state.code;
  }
  return {
    type: input.type,
    firstName: input.firstName,
    lastName: input.lastName,
    company: input.company,
    street: input.street,
    addressLine2: input.addressLine2,
    city: input.city,
    countryCode: country.code,
    stateOrProvince,
    postCode: input.postCode,
    phone: input.phone,
    email: input.email,
  };
}
