import { type ChangePasswordInput, changePasswordInput, updateProfileInput } from '@shop/domain/accounts';
import { profileFieldErrors } from './profile-messages.ts';

/**
 * The profile page's checks, with the API's own schemas (zod and the phone numbering rules, ~53 KB gzip):
 * loaded when the shopper first focuses a form (use-profile-validation.ts), not with the page, since
 * nothing is checked before the first SAVE.
 */
export const detailsErrors = (input: unknown) =>
  profileFieldErrors(updateProfileInput, input, { 'phone.phone': 'phone', 'phone.regionCode': 'regionCode' });

export const parseDetails = (input: unknown) => updateProfileInput.safeParse(input);

export const passwordErrors = (values: ChangePasswordInput) =>
  profileFieldErrors(changePasswordInput, values);

export const passwordValid = (values: ChangePasswordInput) => changePasswordInput.safeParse(values).success;
