/**
 * Texts derived from an address (spec 002 §3): full name; full address (street, state, city, country, post
 * code, in the spec's order); sub-address (company, addressLine2). Empty parts are left out, so no ", ,".
 */
const join = (parts: readonly (string | null | undefined)[], separator: string) =>
  parts
    .map((p) => p?.trim() ?? '')
    .filter((p) => p !== '')
    .join(separator);

export function fullName(a: { firstName: string; lastName?: string | null }): string {
  return join([a.firstName, a.lastName], ' ');
}

/** Names are shown when known (the API answers them); codes stand in for them otherwise. */
export function fullAddress(a: {
  street: string;
  city: string;
  postCode: string;
  country: string;
  countryName?: string | null;
  stateOrProvince?: string | null;
  stateName?: string | null;
}): string {
  return join(
    [a.street, a.stateName || a.stateOrProvince, a.city, a.countryName || a.country, a.postCode],
    ', ',
  );
}

export function subAddress(a: { company?: string | null; addressLine2?: string | null }): string {
  return join([a.company, a.addressLine2], ', ');
}
