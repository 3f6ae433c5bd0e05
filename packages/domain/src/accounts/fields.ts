import { z } from 'zod';
import { textField } from '../shared/text.ts';
import { ACCOUNT_MESSAGES as M } from './messages.ts';

/**
 * Field rules of the account forms (spec 001 §5, §9 and 000 §5), shared by the web's forms and the API.
 * `abort: true` stops at the first broken rule, so a field reports one message, as a form shows it.
 */

/** 8-64 characters, no spaces, at least one upper-case letter, one lower-case letter and one digit. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)\S{8,64}$/;
export const PHONE_PATTERN = /^\d{7,12}$/;
export const OTP_PATTERN = /^\d{6}$/;
export const EMAIL_MAX = 254;
export const NAME_MAX = 50;

/** Spec 001 §5: leading zeros and spaces are stripped from the phone number as it is typed. */
export function normalizePhoneInput(value: string): string {
  return value.replace(/\s+/g, '').replace(/^0+/, '');
}

/** E-mail addresses are compared and stored trimmed and lower-cased (one account per address, any case). */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

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

/**
 * Spec 001 §5: the years offered are the 80 years ending 16 years before now, newest first. The server
 * accepts a birthday only within them.
 */
export function birthYearOptions(now: Date): number[] {
  const newest = now.getUTCFullYear() - 16;
  return Array.from({ length: 80 }, (_, i) => newest - i);
}

/** Days of a month (1-12) in a year: the day list depends on both (29 February only in leap years). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A birthday is acceptable when empty or its year is one of `birthYearOptions(now)`. */
export function isBirthdayInRange(birthday: string | null | undefined, now: Date): boolean {
  if (!birthday) return true;
  const year = Number(birthday.slice(0, 4));
  return birthYearOptions(now).includes(year);
}
