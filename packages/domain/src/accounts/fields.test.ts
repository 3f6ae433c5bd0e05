import { describe, expect, it } from 'vitest';
import { loginInput, registerInput } from './auth-schemas.ts';
import {
  birthYearOptions,
  daysInMonth,
  isBirthdayInRange,
  normalizePhoneInput,
  PASSWORD_PATTERN,
} from './field-rules.ts';
import { ACCOUNT_MESSAGES as M } from './messages.ts';
import { changePasswordInput } from './profile-schemas.ts';
import { nextLevelTarget, rankName } from './ranks.ts';

const firstMessage = (
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) => result.error?.issues.find((i) => i.path.join('.') === field)?.message;

describe('account field rules (spec 001 §5, §9)', () => {
  it('password: 8-64, upper, lower and digit, no spaces', () => {
    for (const ok of ['Keycap12', 'aB3aaaaa', `Aa1${'x'.repeat(61)}`])
      expect(PASSWORD_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['Keycap1', 'keycap12', 'KEYCAP12', 'Keycapss', 'Key cap12', `Aa1${'x'.repeat(62)}`]) {
      expect(PASSWORD_PATTERN.test(bad), bad).toBe(false);
    }
  });

  it('phone: leading zeros and spaces are stripped as typed', () => {
    expect(normalizePhoneInput(' 00 7400 123 456')).toBe('7400123456');
    expect(normalizePhoneInput('0')).toBe('');
  });

  it('birth years: 80 years ending 16 years before now, newest first', () => {
    const years = birthYearOptions(new Date('2026-06-15T00:00:00Z'));
    expect(years).toHaveLength(80);
    expect(years[0]).toBe(2010);
    expect(years.at(-1)).toBe(1931);
    expect(isBirthdayInRange('', new Date())).toBe(true);
    expect(isBirthdayInRange('2011-01-01', new Date('2026-06-15T00:00:00Z'))).toBe(false);
  });

  it('days depend on month and year', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(daysInMonth(2023, 12)).toBe(31);
  });

  it('rank names and next-level targets; at the top rank the target is the current experience', () => {
    expect(rankName(2)).toBe('SILVER');
    expect(nextLevelTarget(0, 10)).toBe(500);
    expect(nextLevelTarget(4, 12_345)).toBe(12_345);
  });
});

describe('form schemas carry the spec messages', () => {
  const valid = {
    email: 'ada@example.com',
    areaCode: { regionCode: 'gb', countryCode: '44' },
    phone: '07400 123456',
    password: 'Keycap123',
    confirmPassword: 'Keycap123',
    firstName: 'Ada',
    receiveNewsLetter: true,
    recaptchaResponse: 'payload',
  };

  it('register: normalises area code and phone, defaults the optional fields', () => {
    const parsed = registerInput.parse(valid);
    expect(parsed).toMatchObject({
      areaCode: { regionCode: 'GB', countryCode: '+44' },
      phone: '7400123456',
      lastName: '',
      birthday: '',
    });
  });

  it('register: one message per broken field', () => {
    const r = registerInput.safeParse({
      ...valid,
      email: '',
      phone: '123',
      confirmPassword: 'x',
      firstName: '  A',
      receiveNewsLetter: false,
    });
    expect(firstMessage(r, 'email')).toBe(M.fieldRequired);
    expect(firstMessage(r, 'phone')).toBe(M.phoneInvalid);
    expect(firstMessage(r, 'firstName')).toBe(M.firstNameRequired);
    expect(firstMessage(r, 'receiveNewsLetter')).toBe(M.termsRequired);
    expect(r.error?.issues.filter((i) => i.path[0] === 'email')).toHaveLength(1);
    const mismatch = registerInput.safeParse({ ...valid, confirmPassword: 'Keycap124' });
    expect(firstMessage(mismatch, 'confirmPassword')).toBe('Confirm password is mismatch');
  });

  it('login: required, format and 4-64 messages; remember me defaults to true', () => {
    expect(loginInput.parse({ email: 'a@b.co', password: 'abcd' }).rememberMe).toBe(true);
    const r = loginInput.safeParse({ email: 'nope', password: 'abc' });
    expect(firstMessage(r, 'email')).toBe('Please input valid Email Address.');
    expect(firstMessage(r, 'password')).toBe('Please input valid Password');
    const empty = loginInput.safeParse({ email: '', password: '' });
    expect(firstMessage(empty, 'email')).toBe('Email Address is required.');
    expect(firstMessage(empty, 'password')).toBe('Password is required.');
  });

  it('change password (000 §5)', () => {
    const r = changePasswordInput.safeParse({
      currentPassword: '',
      password: 'weak',
      confirmPassword: 'other',
    });
    expect(firstMessage(r, 'currentPassword')).toBe('Current Password is required.');
    expect(firstMessage(r, 'password')).toBe('8 - 64 characters including uppercases, lowercases & digits');
  });
});
