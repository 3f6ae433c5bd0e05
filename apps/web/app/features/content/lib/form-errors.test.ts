import { contactFormFields, newsletterFormFields, popupSubscriptionFields } from '@shop/domain/content';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './form-errors.ts';

describe('fieldErrors', () => {
  it('names each empty contact field with its own message (spec 001 §5)', () => {
    expect(fieldErrors(contactFormFields, { name: ' ', email: '', message: '' })).toEqual({
      name: 'validation.nameRequired',
      email: 'validation.contactEmailRequired',
      message: 'validation.messageRequired',
    });
  });

  it('tells a malformed address from a missing one', () => {
    expect(fieldErrors(contactFormFields, { name: 'Ada', email: 'ada@', message: 'Hi' })).toEqual({
      email: 'validation.contactEmailInvalid',
    });
  });

  it('has one message for the footer and another for the popups', () => {
    expect(fieldErrors(newsletterFormFields, { email: '' })).toEqual({ email: 'validation.emailValid' });
    expect(fieldErrors(popupSubscriptionFields, { email: 'x' })).toEqual({
      email: 'validation.emailInvalid',
    });
  });

  it('is empty when the form is valid', () => {
    expect(fieldErrors(contactFormFields, { name: 'Ada', email: 'ada@example.com', message: 'Hi' })).toEqual(
      {},
    );
  });
});
