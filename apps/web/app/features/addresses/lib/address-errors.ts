import { addressInput, ADDRESS_MESSAGES as M } from '@shop/domain/addresses';

/**
 * The address form's messages come from the shared schema (the API's 400s say the same words); the page
 * shows them through the translation file, so each is looked up by its key here. An over-long field's
 * message carries its limit, so it maps by prefix.
 */
const KEYS: Record<string, string> = {
  [M.firstNameRequired]: 'address.firstNameRequired',
  [M.streetRequired]: 'address.streetRequired',
  [M.cityRequired]: 'address.cityRequired',
  [M.countryRequired]: 'address.countryRequired',
  [M.zipCodeRequired]: 'address.zipRequired',
  [M.postcodeRequired]: 'address.postcodeRequired',
  [M.phoneRequired]: 'address.phoneRequired',
  [M.phoneInvalid]: 'address.phoneInvalid',
  [M.stateRequired]: 'address.stateRequired',
  [M.emailInvalid]: 'address.emailInvalid',
  [M.countryUnknown]: 'address.countryUnknown',
  [M.stateUnknown]: 'address.stateUnknown',
};

export interface FieldError {
  key: string;
  params?: Record<string, number>;
}
export type AddressFieldErrors = Partial<Record<string, FieldError>>;

function toKey(message: string): FieldError {
  const max = /^Please enter at most (\d+) characters$/.exec(message);
  if (max) return { key: 'address.tooLong', params: { max: Number(max[1]) } };
  return { key: KEYS[message] ?? message };
}

/** The first error of each field (translation keys), from the shared schema's verdict. */
export function addressFieldErrors(values: unknown): AddressFieldErrors {
  const result = addressInput.safeParse(values);
  if (result.success) return {};
  const errors: AddressFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= toKey(issue.message);
  }
  return errors;
}
