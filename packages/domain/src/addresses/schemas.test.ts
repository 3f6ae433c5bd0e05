import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from './messages.ts';
import { addressInput, emptyAddressForm } from './schemas.ts';

const valid = {
  firstName: 'Ada',
  street: '1 Infinite Loop',
  city: 'Cupertino',
  country: 'US',
  stateOrProvince: 'CA',
  postCode: '95014',
  phone: '4085551234',
};

/** Field -> messages, as react-hook-form and the server's 400 answer would show them. */
function errors(input: unknown): Record<string, string[]> {
  const result = addressInput.safeParse(input);
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.join('.');
    out[field] = [...(out[field] ?? []), issue.message];
  }
  return out;
}

describe('addressInput (spec 000 §5)', () => {
  it('accepts a complete address, trims it, upper-cases codes and fills the defaults', () => {
    const parsed = addressInput.parse({
      ...valid,
      firstName: '  Ada ',
      country: 'us',
      stateOrProvince: 'ca',
    });
    expect(parsed).toEqual({
      ...valid,
      type: 'HOME',
      lastName: '',
      company: '',
      addressLine2: '',
      email: '',
    });
  });

  it('an empty form shows every required message once, postcode as POSTCODE without a country', () => {
    expect(errors(emptyAddressForm())).toEqual({
      firstName: ['First name is required'],
      street: ['Street Address is required'],
      city: ['City is required'],
      country: ['Country is required'],
      postCode: ['Postcode is required'],
      phone: ['Phone is required'],
    });
  });

  it('a body with no fields at all gets the same messages (the server sees missing keys, not "")', () => {
    expect(errors({})).toEqual(errors(emptyAddressForm()));
  });

  it('a body that is not an object is refused, never thrown on (null, a string, a list)', () => {
    for (const body of [null, 'address', [], 42]) expect(addressInput.safeParse(body).success).toBe(false);
  });

  it('blank-only values count as empty', () => {
    expect(errors({ ...valid, firstName: '   ', street: '\t', city: ' ' })).toEqual({
      firstName: ['First name is required'],
      street: ['Street Address is required'],
      city: ['City is required'],
    });
  });

  it('a country with states asks for the state and says Zip Code', () => {
    expect(errors({ ...valid, stateOrProvince: '', postCode: '' })).toEqual({
      postCode: ['Zip Code is required'],
      stateOrProvince: ['State/Province is required'],
    });
    expect(errors({ ...valid, stateOrProvince: null, postCode: ' ' })).toEqual({
      postCode: ['Zip Code is required'],
      stateOrProvince: ['State/Province is required'],
    });
  });

  it('a country without states says Postcode and needs no state', () => {
    expect(errors({ ...valid, country: 'GB', stateOrProvince: undefined, postCode: '' })).toEqual({
      postCode: ['Postcode is required'],
    });
    expect(addressInput.safeParse({ ...valid, country: 'GB', stateOrProvince: '' }).success).toBe(true);
  });

  it('country rules run even when other fields failed, so one save shows everything', () => {
    expect(errors({ country: 'CA', firstName: 42 })).toMatchObject({
      firstName: ['First name is required'],
      postCode: ['Zip Code is required'],
      stateOrProvince: ['State/Province is required'],
    });
  });

  it('a country that is not a two-letter code is not a country', () => {
    expect(errors({ ...valid, country: 'USA' })).toEqual({ country: [ADDRESS_MESSAGES.countryUnknown] });
    expect(errors({ ...valid, country: '1' })).toEqual({ country: [ADDRESS_MESSAGES.countryUnknown] });
  });

  describe('phone: required, 8 to 20 characters', () => {
    const phone = (p: unknown) => errors({ ...valid, phone: p }).phone;
    it('empty or missing says only "Phone is required"', () => {
      expect(phone('')).toEqual(['Phone is required']);
      expect(phone('  ')).toEqual(['Phone is required']);
      expect(phone(undefined)).toEqual(['Phone is required']);
    });
    it('outside 8..20 or not a number says "Please enter a valid Phone"', () => {
      for (const p of ['1234567', '1'.repeat(21), 'abcdefgh', '12345678x']) {
        expect(phone(p), p).toEqual(['Please enter a valid Phone']);
      }
    });
    it('8 and 20 characters, with usual separators, pass', () => {
      for (const p of ['12345678', '1'.repeat(20), '+1 (408) 555-1234', '0912.345.678']) {
        expect(phone(p), p).toBeUndefined();
      }
    });
  });

  it('lastName, company and addressLine2 are optional', () => {
    const parsed = addressInput.parse({
      ...valid,
      lastName: 'Lovelace',
      company: 'Analytical',
      addressLine2: '4B',
    });
    expect(parsed).toMatchObject({ lastName: 'Lovelace', company: 'Analytical', addressLine2: '4B' });
  });

  it('type is HOME or OFFICE, HOME by default', () => {
    expect(addressInput.parse(valid).type).toBe('HOME');
    expect(addressInput.parse({ ...valid, type: 'OFFICE' }).type).toBe('OFFICE');
    expect(Object.keys(errors({ ...valid, type: 'CASTLE' }))).toEqual(['type']);
  });

  it('e-mail is optional but must be an address when given', () => {
    expect(addressInput.parse({ ...valid, email: ' ada@example.com ' }).email).toBe('ada@example.com');
    expect(errors({ ...valid, email: 'not-an-email' })).toEqual({
      email: ['Please input valid Email Address.'],
    });
  });

  it('over-long values are refused with our message', () => {
    expect(errors({ ...valid, street: 'x'.repeat(201) })).toEqual({
      street: ['Please enter at most 200 characters'],
    });
    expect(errors({ ...valid, postCode: '9'.repeat(21) })).toEqual({
      postCode: ['Please enter at most 20 characters'],
    });
    expect(errors({ ...valid, stateOrProvince: 'X'.repeat(11) })).toEqual({
      stateOrProvince: [ADDRESS_MESSAGES.stateUnknown],
    });
  });

  it('unknown keys are dropped rather than stored', () => {
    expect(addressInput.parse({ ...valid, userId: 'someone-else', id: 'x' })).not.toHaveProperty('userId');
  });
});
