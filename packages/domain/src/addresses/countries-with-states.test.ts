import { describe, expect, it } from 'vitest';
import {
  COUNTRIES_WITH_STATES,
  countryHasStates,
  postCodeLabel,
  postCodeRequiredMessage,
  stateAfterCountryChange,
} from './countries-with-states.ts';

describe('countries with states', () => {
  it('US, CA and AU have states; GB, DE and SG do not; case does not matter', () => {
    for (const c of ['US', 'CA', 'AU', 'us', ' ca ']) expect(countryHasStates(c), c).toBe(true);
    for (const c of ['GB', 'DE', 'SG', '', null, undefined])
      expect(countryHasStates(c), String(c)).toBe(false);
  });

  it('the list holds two-letter codes only, once each', () => {
    expect(new Set(COUNTRIES_WITH_STATES).size).toBe(COUNTRIES_WITH_STATES.length);
    for (const c of COUNTRIES_WITH_STATES) expect(c).toMatch(/^[A-Z]{2}$/);
  });

  it('labels the postcode ZIP CODE where there are states, else POSTCODE', () => {
    expect(postCodeLabel('US')).toBe('ZIP CODE');
    expect(postCodeLabel('GB')).toBe('POSTCODE');
    expect(postCodeLabel('')).toBe('POSTCODE');
  });

  it('the required message follows the label', () => {
    expect(postCodeRequiredMessage('AU')).toBe('Zip Code is required');
    expect(postCodeRequiredMessage('FR')).toBe('Postcode is required');
  });
});

describe('stateAfterCountryChange', () => {
  const mexico = [{ code: 'CHH' }, { code: 'JAL' }];
  const argentina = [{ code: 'B' }, { code: 'C' }];

  it('keeps the state when the new country lists it', () => {
    expect(stateAfterCountryChange('JAL', mexico)).toBe('JAL');
  });

  it('clears it when the new country does not list it', () => {
    expect(stateAfterCountryChange('JAL', argentina)).toBe('');
  });

  it('clears it for a country without states, and keeps nothing as nothing', () => {
    expect(stateAfterCountryChange('JAL', [])).toBe('');
    expect(stateAfterCountryChange(null, mexico)).toBe('');
    expect(stateAfterCountryChange('', mexico)).toBe('');
  });
});
