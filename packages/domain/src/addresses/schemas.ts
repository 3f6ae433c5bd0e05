import { z } from 'zod';
import { textField } from '../shared/text.ts';
import { countryHasStates, postCodeRequiredMessage } from './countries-with-states.ts';
import { ADDRESS_MESSAGES as M } from './messages.ts';

/** Address kinds of spec 000 §3 (default HOME). */
export const ADDRESS_TYPES = ['HOME', 'OFFICE'] as const;
export const addressType = z.enum(ADDRESS_TYPES);
export type AddressType = z.infer<typeof addressType>;

/** Spec 000 §9: phone length 8 to 20. */
export const PHONE_MIN_LENGTH = 8;
export const PHONE_MAX_LENGTH = 20;
// Digits with the usual separators; letters are no phone number even at the right length.
const PHONE_CHARS = /^\+?[0-9()\-.\s]+$/;

/** Upper bounds the spec does not give; ours, generous enough for any postal address. */
export const ADDRESS_MAX_LENGTHS = {
  name: 100,
  company: 100,
  street: 200,
  addressLine2: 200,
  city: 100,
  postCode: 20,
  email: 254,
  code: 10,
} as const;
const L = ADDRESS_MAX_LENGTHS;

/** Ours (the spec is silent): enough for any shopper, and a bound on what one account can store. */
export const MAX_ADDRESSES_PER_USER = 50;

// Later checks pass an empty value, so an empty field shows only its "required" message. (A check with
// `abort: true` would do the same, but it also stops the object's country rules below from running.)
const required = (message: string, max: number) =>
  textField({ error: message }).trim().min(1, message).max(max, M.tooLong(max));
const optional = (max: number) => textField().trim().max(max, M.tooLong(max)).default('');
const isEmail = (v: string) => z.email().safeParse(v).success;

const fields = {
  type: addressType.default('HOME'),
  firstName: required(M.firstNameRequired, L.name),
  lastName: optional(L.name),
  company: optional(L.company),
  street: required(M.streetRequired, L.street),
  /** Labelled "Apartment" in the form. */
  addressLine2: optional(L.addressLine2),
  city: required(M.cityRequired, L.city),
  /** ISO 3166-1 alpha-2 code; the server also checks it against its dataset. */
  country: textField({ error: M.countryRequired })
    .trim()
    .min(1, M.countryRequired)
    .toUpperCase()
    .refine((v) => v === '' || /^[A-Z]{2}$/.test(v), M.countryUnknown),
  /** Subdivision code within the country (the part after `US-`); required only where the country has states. */
  stateOrProvince: textField().trim().toUpperCase().max(L.code, M.stateUnknown).nullish(),
  /** Required; its message depends on the country, so it is checked with the country below. */
  postCode: textField().trim().max(L.postCode, M.tooLong(L.postCode)).default(''),
  phone: textField({ error: M.phoneRequired })
    .trim()
    .min(1, M.phoneRequired)
    .refine(
      (v) =>
        v === '' || (v.length >= PHONE_MIN_LENGTH && v.length <= PHONE_MAX_LENGTH && PHONE_CHARS.test(v)),
      M.phoneInvalid,
    ),
  email: optional(L.email).refine((v) => v === '' || isEmail(v), M.emailInvalid),
  /** Make this the primary (default) address; the first address is primary regardless. */
  primary: z.boolean().optional(),
};

/**
 * The address form and the body of POST and PUT /me/addresses (spec 000 §5). Rules that depend on the
 * country run even when other fields failed (`when`), so one save shows every message at once.
 */
export const addressInput = z.object(fields).superRefine(
  (value, ctx) => {
    const country = typeof value.country === 'string' ? value.country : '';
    if (typeof value.postCode === 'string' && value.postCode.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['postCode'], message: postCodeRequiredMessage(country) });
    }
    const state = typeof value.stateOrProvince === 'string' ? value.stateOrProvince.trim() : '';
    if (countryHasStates(country) && state === '') {
      ctx.addIssue({ code: 'custom', path: ['stateOrProvince'], message: M.stateRequired });
    }
  },
  // Even when other fields failed, but only on an object: `null` or a string has no country to look at.
  { when: ({ value }) => typeof value === 'object' && value !== null && !Array.isArray(value) },
);
/** What the form holds (react-hook-form's field values). */
export type AddressFormValues = z.input<typeof addressInput>;
/** What a valid form sends, trimmed and with defaults filled. */
export type AddressInput = z.output<typeof addressInput>;

/** Empty form values for NEW ADDRESS (then `prefillNewAddress` fills what the profile knows). */
export function emptyAddressForm(): AddressFormValues {
  return {
    type: 'HOME',
    firstName: '',
    lastName: '',
    company: '',
    street: '',
    addressLine2: '',
    city: '',
    country: '',
    stateOrProvince: '',
    postCode: '',
    phone: '',
    email: '',
  };
}

/** A saved address as the API answers it (spec 002 §3), with names and the derived texts. */
export const address = z.object({
  id: z.string(),
  type: addressType,
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  company: z.string(),
  street: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  country: z.string(),
  countryName: z.string(),
  stateOrProvince: z.string().nullable(),
  stateName: z.string().nullable(),
  postCode: z.string(),
  phone: z.string(),
  email: z.string(),
  primary: z.boolean(),
  fullAddress: z.string(),
  subAddress: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof address>;

/** GET /me/addresses: `{ contents }`, the primary address first, then the newest. */
export const addressList = z.object({ contents: z.array(address) });
export type AddressList = z.infer<typeof addressList>;

export const addressIdParams = z.object({ id: z.string() });

/** A country of the form's list; `hasStates` decides the state field and the ZIP CODE / POSTCODE label. */
export const country = z.object({ code: z.string(), name: z.string(), hasStates: z.boolean() });
export type Country = z.infer<typeof country>;
export const countryList = z.object({ contents: z.array(country) });
export type CountryList = z.infer<typeof countryList>;

export const countryState = z.object({ code: z.string(), name: z.string() });
export type CountryState = z.infer<typeof countryState>;
export const countryStateList = z.object({ contents: z.array(countryState) });
export type CountryStateList = z.infer<typeof countryStateList>;

export const countryCodeParams = z.object({ code: z.string() });
