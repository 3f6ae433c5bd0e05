import { describe, expect, it } from 'vitest';
import {
  contactFormFields,
  contactMessageInput,
  CONTENT_FORM_MESSAGES as M,
  newsletterFormFields,
  popupSubscriptionFields,
} from './forms.ts';

const firstMessages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('contact form rules (spec 001 §5)', () => {
  it('names each empty field in the spec words', () => {
    expect(firstMessages(contactFormFields.safeParse({ name: '', email: '', message: '' }))).toEqual({
      name: 'Your name is required.',
      email: 'Email is required.',
      message: 'Message is required.',
    });
  });

  it('an e-mail that is present but malformed is "Invalid Email"; whitespace is empty', () => {
    expect(firstMessages(contactFormFields.safeParse({ name: '  ', email: 'ada@', message: '\n' }))).toEqual({
      name: 'Your name is required.',
      email: 'Invalid Email',
      message: 'Message is required.',
    });
  });

  it('bounds the message at 2000 characters and trims what it keeps', () => {
    const ok = contactMessageInput.parse({
      name: ' Ada ',
      email: ' ada@example.com ',
      message: `${'m'.repeat(1998)}  `,
      recaptchaResponse: 'payload',
    });
    expect(ok).toMatchObject({ name: 'Ada', email: 'ada@example.com' });
    expect(
      firstMessages(contactFormFields.safeParse({ name: 'A', email: 'a@b.co', message: 'm'.repeat(2001) })),
    ).toEqual({ message: M.messageTooLong });
  });
});

describe('newsletter rules', () => {
  it('the footer says "Please enter a valid email address." for empty and malformed alike (001 §5)', () => {
    for (const email of ['', 'nope', 'a@']) {
      expect(firstMessages(newsletterFormFields.safeParse({ email }))).toEqual({
        email: 'Please enter a valid email address.',
      });
    }
    expect(newsletterFormFields.safeParse({ email: 'fan@example.com' }).success).toBe(true);
  });

  it('the popups say "Please input valid Email Address." (000 §5)', () => {
    expect(firstMessages(popupSubscriptionFields.safeParse({ email: 'nope' }))).toEqual({
      email: 'Please input valid Email Address.',
    });
  });
});
