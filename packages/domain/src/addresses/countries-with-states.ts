import { ADDRESS_LABELS, ADDRESS_MESSAGES } from './messages.ts';

/**
 * Countries where the address form asks for a state (and so labels the postcode ZIP CODE, spec 000 §5).
 * The rule: the national post prints a state, province or territory on the address's last line, and the
 * ISO 3166-2 names of its top-level subdivisions are the names residents write. Japan and China also print a
 * prefecture or province, but ISO's romanised names ("Tôkyô", "Beijing Shi") are not what shoppers type, and
 * their postcodes alone place the address; they are left out until the shop carries display names for them.
 * The server checks that the dataset has subdivisions for every code here (apps/server/.../addresses).
 */
export const COUNTRIES_WITH_STATES = ['US', 'CA', 'AU', 'MX', 'BR', 'AR', 'IN', 'MY'] as const;

const withStates: ReadonlySet<string> = new Set(COUNTRIES_WITH_STATES);

export function countryHasStates(countryCode: string | null | undefined): boolean {
  return !!countryCode && withStates.has(countryCode.trim().toUpperCase());
}

/** The postcode field's label: ZIP CODE where the country has states, POSTCODE elsewhere. */
export function postCodeLabel(countryCode: string | null | undefined): string {
  return countryHasStates(countryCode) ? ADDRESS_LABELS.zipCode : ADDRESS_LABELS.postcode;
}

/** The postcode field's "required" message, following the same rule as its label. */
export function postCodeRequiredMessage(countryCode: string | null | undefined): string {
  return countryHasStates(countryCode) ? ADDRESS_MESSAGES.zipCodeRequired : ADDRESS_MESSAGES.postcodeRequired;
}

/**
 * The state to keep after the country changed: the old one when the new country's list still has it, else ''
 * (spec 000 §5: cleared when the old value is not in the new country's list). `newStates` is the list the
 * API answered for the new country (empty for a country without states).
 */
export function stateAfterCountryChange(
  oldState: string | null | undefined,
  newStates: readonly { code: string }[],
): string {
  if (!oldState) return '';
  return newStates.some((s) => s.code === oldState) ? oldState : '';
}
