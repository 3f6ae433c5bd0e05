import type { AddressFormValues } from './schemas.ts';

/** What the signed-in user's profile offers a new address (spec 000 §3 "Current user"). */
export interface AddressPrefillSource {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: { regionCode?: string | null } | null;
}

const blank = (v: string | null | undefined) => !v || v.trim() === '';

/**
 * Spec 000 §5: for a new address, e-mail, first and last name, and the country (taken from the phone's region
 * code, an ISO 3166-1 alpha-2 code) are prefilled from the signed-in user when empty. Filled fields are kept.
 */
export function prefillNewAddress(form: AddressFormValues, user: AddressPrefillSource): AddressFormValues {
  const region = user.phone?.regionCode?.trim().toUpperCase() ?? '';
  return {
    ...form,
    email: blank(form.email) ? (user.email ?? '') : form.email,
    firstName: blank(form.firstName) ? (user.firstName ?? '') : form.firstName,
    lastName: blank(form.lastName) ? (user.lastName ?? '') : form.lastName,
    country: blank(form.country) && /^[A-Z]{2}$/.test(region) ? region : form.country,
  };
}
