/**
 * The account forms' patterns, limits and birthday years as plain values (spec 001 §5, §9 and 000 §5): the
 * schemas of fields.ts check with them, and the browser's forms use them without loading zod.
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
