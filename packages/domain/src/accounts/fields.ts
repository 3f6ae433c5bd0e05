import { z } from 'zod';
import { textField } from '../shared/text.ts';
import {
  EMAIL_MAX,
  NAME_MAX,
  normalizePhoneInput,
  OTP_PATTERN,
  PASSWORD_PATTERN,
  PHONE_PATTERN,
} from './field-rules.ts';
import { ACCOUNT_MESSAGES as M } from './messages.ts';

/**
 * Field rules of the account forms (spec 001 §5, §9 and 000 §5), shared by the web's forms and the API.
 * `abort: true` stops at the first broken rule, so a field reports one message, as a form shows it. The
 * patterns, limits and birthday years are plain values in field-rules.ts (forms use them without zod).
 */

/** An e-mail field with the given required/invalid texts (each form of the spec words them differently). */
export function emailField(required: string, invalid: string) {
  return textField({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(EMAIL_MAX, { error: invalid, abort: true })
    .pipe(z.email({ error: invalid }));
}

/** A new password (register, reset, change): the spec's pattern; whitespace-only is its emptyString error. */
export function newPasswordField(required: string = M.fieldRequired) {
  return textField({ error: required })
    .min(1, { error: required, abort: true })
    .refine((v) => v.trim() !== '', { error: M.emptyString, abort: true })
    .regex(PASSWORD_PATTERN, { error: M.passwordHint });
}

/** The login password: 4 to 64 characters, anything else is left to the server's answer. */
export const loginPasswordField = textField({ error: M.loginPasswordRequired })
  .min(1, { error: M.loginPasswordRequired, abort: true })
  .min(4, { error: M.loginPasswordInvalid, abort: true })
  .max(64, { error: M.loginPasswordInvalid });

export const phoneDigitsField = textField({ error: M.phoneInvalid })
  .transform(normalizePhoneInput)
  .pipe(textField().regex(PHONE_PATTERN, { error: M.phoneInvalid }));

export const otpCodeField = textField({ error: M.otpInvalid }).regex(OTP_PATTERN, { error: M.otpInvalid });

export const firstNameField = textField({ error: M.firstNameRequired })
  .min(1, { error: M.firstNameRequired, abort: true })
  .regex(/^\S/, { error: M.firstNameRequired, abort: true })
  .max(NAME_MAX, { error: M.tooLong(NAME_MAX) });

export const lastNameField = textField()
  .trim()
  .max(NAME_MAX, { error: M.tooLong(NAME_MAX) });

/** Spec 001 §3: an ISO date (YYYY-MM-DD), or empty when year, month and day are not all chosen. */
export const birthdayField = z.union([z.literal(''), z.iso.date({ error: M.birthdayInvalid })], {
  error: M.birthdayInvalid,
});
