import { describe, expect, it } from 'vitest';
import { prefillNewAddress } from './prefill.ts';
import { emptyAddressForm } from './schemas.ts';

const user = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: { regionCode: 'gb' },
};

describe('prefillNewAddress (spec 000 §5)', () => {
  it('fills e-mail, names and the country from the phone region when empty', () => {
    expect(prefillNewAddress(emptyAddressForm(), user)).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      country: 'GB',
      street: '',
    });
  });

  it('keeps what the shopper already typed', () => {
    const form = { ...emptyAddressForm(), firstName: 'Augusta', country: 'US' };
    expect(prefillNewAddress(form, user)).toMatchObject({
      firstName: 'Augusta',
      country: 'US',
      lastName: 'Lovelace',
    });
  });

  it('leaves the country empty when the profile has no usable region code', () => {
    expect(prefillNewAddress(emptyAddressForm(), { ...user, phone: null }).country).toBe('');
    expect(prefillNewAddress(emptyAddressForm(), { ...user, phone: { regionCode: '+44' } }).country).toBe('');
  });
});
