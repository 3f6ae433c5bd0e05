/**
 * Calling codes offered by the register form's area-code list. The spec names the field only; this is a
 * short list of the shop's usual shipping countries. Their names are in the translation file
 * (accountForm.regions): Intl's names differ between the server's and the browser's ICU, which broke hydration.
 */
export const AREA_CODES: readonly { regionCode: string; countryCode: string }[] = [
  { regionCode: 'US', countryCode: '+1' },
  { regionCode: 'CA', countryCode: '+1' },
  { regionCode: 'GB', countryCode: '+44' },
  { regionCode: 'AU', countryCode: '+61' },
  { regionCode: 'NZ', countryCode: '+64' },
  { regionCode: 'DE', countryCode: '+49' },
  { regionCode: 'FR', countryCode: '+33' },
  { regionCode: 'NL', countryCode: '+31' },
  { regionCode: 'SE', countryCode: '+46' },
  { regionCode: 'ES', countryCode: '+34' },
  { regionCode: 'IT', countryCode: '+39' },
  { regionCode: 'JP', countryCode: '+81' },
  { regionCode: 'KR', countryCode: '+82' },
  { regionCode: 'CN', countryCode: '+86' },
  { regionCode: 'HK', countryCode: '+852' },
  { regionCode: 'TW', countryCode: '+886' },
  { regionCode: 'SG', countryCode: '+65' },
  { regionCode: 'MY', countryCode: '+60' },
  { regionCode: 'TH', countryCode: '+66' },
  { regionCode: 'VN', countryCode: '+84' },
  { regionCode: 'PH', countryCode: '+63' },
  { regionCode: 'ID', countryCode: '+62' },
  { regionCode: 'IN', countryCode: '+91' },
  { regionCode: 'BR', countryCode: '+55' },
  { regionCode: 'MX', countryCode: '+52' },
];

/** Spec 001 §3: the birthday is an ISO date, or empty while year, month and day are not all chosen. */
export function composeBirthday(year: string, month: string, day: string): string {
  if (!year || !month || !day) return '';
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}
