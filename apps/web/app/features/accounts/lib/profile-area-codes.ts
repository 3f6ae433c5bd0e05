/**
 * Area codes offered for the profile's phone (region and calling code). The spec gives no list; ours holds
 * the countries the shop ships to most, and a profile's own region is always offered too (see
 * `areaCodeOptions`), so a number saved at registration with another code stays editable.
 */
export interface AreaCode {
  regionCode: string;
  countryCode: string;
}

/**
 * Names are written out rather than taken from `Intl.DisplayNames`: Node's and the browser's CLDR data
 * differ ("Hong Kong SAR China" / "Hong Kong"), and the server-rendered page must match the hydrated one.
 */
interface NamedAreaCode extends AreaCode {
  name: string;
}

export const AREA_CODES: readonly NamedAreaCode[] = [
  { regionCode: 'US', countryCode: '+1', name: 'United States' },
  { regionCode: 'CA', countryCode: '+1', name: 'Canada' },
  { regionCode: 'GB', countryCode: '+44', name: 'United Kingdom' },
  { regionCode: 'AU', countryCode: '+61', name: 'Australia' },
  { regionCode: 'NZ', countryCode: '+64', name: 'New Zealand' },
  { regionCode: 'DE', countryCode: '+49', name: 'Germany' },
  { regionCode: 'FR', countryCode: '+33', name: 'France' },
  { regionCode: 'NL', countryCode: '+31', name: 'Netherlands' },
  { regionCode: 'ES', countryCode: '+34', name: 'Spain' },
  { regionCode: 'IT', countryCode: '+39', name: 'Italy' },
  { regionCode: 'SE', countryCode: '+46', name: 'Sweden' },
  { regionCode: 'PL', countryCode: '+48', name: 'Poland' },
  { regionCode: 'JP', countryCode: '+81', name: 'Japan' },
  { regionCode: 'KR', countryCode: '+82', name: 'South Korea' },
  { regionCode: 'CN', countryCode: '+86', name: 'China' },
  { regionCode: 'HK', countryCode: '+852', name: 'Hong Kong' },
  { regionCode: 'TW', countryCode: '+886', name: 'Taiwan' },
  { regionCode: 'SG', countryCode: '+65', name: 'Singapore' },
  { regionCode: 'MY', countryCode: '+60', name: 'Malaysia' },
  { regionCode: 'TH', countryCode: '+66', name: 'Thailand' },
  { regionCode: 'VN', countryCode: '+84', name: 'Vietnam' },
  { regionCode: 'PH', countryCode: '+63', name: 'Philippines' },
  { regionCode: 'ID', countryCode: '+62', name: 'Indonesia' },
  { regionCode: 'IN', countryCode: '+91', name: 'India' },
  { regionCode: 'BR', countryCode: '+55', name: 'Brazil' },
  { regionCode: 'MX', countryCode: '+52', name: 'Mexico' },
  { regionCode: 'AR', countryCode: '+54', name: 'Argentina' },
];

/** The list, with the profile's own area code added when it is not on it. */
export function areaCodeOptions(own: AreaCode | null | undefined): readonly NamedAreaCode[] {
  if (!own || AREA_CODES.some((a) => a.regionCode === own.regionCode)) return AREA_CODES;
  return [{ regionCode: own.regionCode, countryCode: own.countryCode, name: own.regionCode }, ...AREA_CODES];
}

/** "United States (+1)". */
export function areaCodeLabel(a: NamedAreaCode): string {
  return `${a.name} (${a.countryCode})`;
}
