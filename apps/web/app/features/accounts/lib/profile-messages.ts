import { ACCOUNT_MESSAGES as M } from '@shop/domain/accounts';
import type { z } from 'zod';

/**
 * The profile and password forms validate with the API's own schemas (same words as its 400s); the page
 * shows each message through the translation file, looked up by its key here.
 */
const KEYS: Record<string, string> = {
  [M.firstNameRequired]: 'validation.firstNameRequired',
  [M.phoneInvalid]: 'validation.phoneInvalid',
  [M.fieldRequired]: 'validation.required',
  [M.emptyString]: 'validation.required',
  [M.currentPasswordRequired]: 'validation.currentPasswordRequired',
  [M.wrongPassword]: 'validation.wrongPassword',
  [M.passwordHint]: 'validation.passwordHint',
  [M.confirmMismatch]: 'validation.confirmMismatchDot',
  [M.birthdayInvalid]: 'profile.birthdayInvalid',
};

export interface MessageKey {
  key: string;
  params?: Record<string, number>;
}
export type ProfileFieldErrors = Partial<Record<string, MessageKey>>;

export function messageKey(message: string): MessageKey {
  const max = /^Please enter at most (\d+) characters$/.exec(message);
  if (max) return { key: 'profile.tooLong', params: { max: Number(max[1]) } };
  return { key: KEYS[message] ?? message };
}

/** The first error of each field (by its path, `phone.phone` as `phone`), as translation keys. */
export function profileFieldErrors(schema: z.ZodType, values: unknown, rename: Record<string, string> = {}) {
  const result = schema.safeParse(values);
  const errors: ProfileFieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    const field = rename[path] ?? path;
    errors[field] ??= messageKey(issue.message);
  }
  return errors;
}
