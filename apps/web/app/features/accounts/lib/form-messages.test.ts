import { ACCOUNT_MESSAGES } from '@shop/domain/accounts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import en from '../../../locales/en.json';
import { formMessage, MESSAGE_KEYS } from './form-messages.ts';

const t = i18n.t.bind(i18n);

describe('account form messages', () => {
  it('has a translation, word for word, for every schema text', () => {
    const messages = en.accountForm.messages as Record<string, string>;
    for (const [key, text] of Object.entries(ACCOUNT_MESSAGES)) {
      if (typeof text !== 'string' || key === 'emptyString') continue;
      expect(messages[key], key).toBe(text);
    }
    expect(MESSAGE_KEYS.length).toBeGreaterThan(10);
  });

  it('shows schema issues through the translation file', () => {
    expect(formMessage(t, ACCOUNT_MESSAGES.registerConfirmMismatch)).toBe('Confirm password is mismatch');
    expect(formMessage(t, ACCOUNT_MESSAGES.otpInvalid)).toBe('Please enter a valid code! ');
    // 'emptyString' is the spec's error name for whitespace-only input, not a text to show.
    expect(formMessage(t, ACCOUNT_MESSAGES.emptyString)).toBe('This field is required.');
    expect(formMessage(t, ACCOUNT_MESSAGES.tooLong(50))).toBe('Please enter at most 50 characters');
  });
});
