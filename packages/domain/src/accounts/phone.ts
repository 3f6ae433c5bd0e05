import { type CountryCode, isSupportedCountry, isValidPhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';
import { normalizePhoneInput, PHONE_PATTERN } from './field-rules.ts';
import { phoneDigitsField } from './fields.ts';
import { ACCOUNT_MESSAGES as M } from './messages.ts';
import { callingCodeOf } from './phone-regions.ts';

/**
 * Phone numbers per country, with libphonenumber's metadata (Google's, maintained): one set of rules for the
 * register and profile forms and for the API. A number is the national part, digits only, as the forms keep
 * it (spec 001 §5: leading zeros and spaces are stripped as it is typed, 7 to 12 digits), and it must also be
 * a number that can exist in the chosen country: right length and leading digits for its numbering plan.
 * The list of regions and calling codes alone is plain data in phone-regions.ts.
 */

/** Whether the national digits are a possible number of the region (digits as the forms keep them). */
export function isValidNationalPhone(regionCode: string, digits: string): boolean {
  const region = regionCode.toUpperCase();
  if (!/^\d+$/.test(digits) || !isSupportedCountry(region)) return false;
  return isValidPhoneNumber(digits, region as CountryCode);
}

/**
 * The country part of a phone number: ISO region (GB) and calling code (+44; a bare 44 is accepted). The
 * region must have a numbering plan (phone.ts) and the calling code must be its own.
 */
export const areaCodeField = z
  .object(
    {
      regionCode: z
        .string({ error: M.areaCodeRequired })
        .regex(/^[A-Za-z]{2}$/, { error: M.areaCodeRequired })
        .transform((v) => v.toUpperCase()),
      countryCode: z
        .string({ error: M.areaCodeRequired })
        .regex(/^\+?[1-9]\d{0,3}$/, { error: M.areaCodeRequired })
        .transform((v) => (v.startsWith('+') ? v : `+${v}`)),
    },
    { error: M.areaCodeRequired },
  )
  .refine((a) => callingCodeOf(a.regionCode) === a.countryCode, { error: M.areaCodeRequired });

/**
 * The phone's message when its digits pass the spec's pattern but are no number of the chosen country
 * (libphonenumber, phone.ts); undefined when it is fine or when another rule already speaks. For forms
 * that show it while other fields are still incomplete (zod runs an object's refinements last).
 */
export function phoneCountryIssue(
  areaCode: { regionCode: string } | null | undefined,
  phone: string,
): string | undefined {
  const digits = normalizePhoneInput(phone);
  if (!areaCode?.regionCode || !PHONE_PATTERN.test(digits)) return undefined;
  return isValidNationalPhone(areaCode.regionCode, digits) ? undefined : M.phoneInvalid;
}

/** A phone as the user record holds it (002 §3): {regionCode, countryCode, phone}, valid in its country. */
export const phoneField = z
  .object({
    regionCode: areaCodeField.shape.regionCode,
    countryCode: areaCodeField.shape.countryCode,
    phone: phoneDigitsField,
  })
  .superRefine((v, ctx) => {
    // zod may run this after a field's own rule failed: those already said what was wrong.
    if (!/^[A-Z]{2}$/.test(String(v.regionCode)) || !/^\+\d+$/.test(String(v.countryCode))) return;
    if (callingCodeOf(v.regionCode) !== v.countryCode) {
      ctx.addIssue({ code: 'custom', message: M.areaCodeRequired, path: ['regionCode'] });
      return;
    }
    const issue = phoneCountryIssue(v, String(v.phone));
    if (issue) ctx.addIssue({ code: 'custom', message: issue, path: ['phone'] });
  });
export type Phone = z.output<typeof phoneField>;
