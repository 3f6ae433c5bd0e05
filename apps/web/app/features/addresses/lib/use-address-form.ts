import {
  type AddressFormValues,
  type AddressInput,
  addressInput,
  type Country,
  type CountryState,
  countryHasStates,
  stateAfterCountryChange,
} from '@shop/domain/addresses';
import { useEffect, useState } from 'react';
import { fetchCountries, fetchStates } from '../api/addresses.ts';
import { type AddressFieldErrors, addressFieldErrors } from './address-errors.ts';

export interface AddressFormLoaders {
  countries: () => Promise<Country[]>;
  states: (countryCode: string) => Promise<CountryState[]>;
}

const API_LOADERS: AddressFormLoaders = { countries: fetchCountries, states: fetchStates };

/**
 * The address popup's state (spec 000 §5): values, the countries and the chosen country's states from the
 * API, and the errors. Saving marks every field touched and hands over the parsed input only when valid;
 * from then on the messages follow the shopper's typing. A new country reloads the states and clears the
 * chosen state when the new list lacks it (no states: always cleared).
 */
export function useAddressForm(initial: AddressFormValues, loaders: AddressFormLoaders = API_LOADERS) {
  const [values, setValues] = useState<AddressFormValues>(initial);
  const [touched, setTouched] = useState(false);
  const [countries, setCountries] = useState<Country[]>([]);
  const [states, setStates] = useState<CountryState[]>([]);
  const country = values.country ?? '';
  const hasStates = countryHasStates(country);

  useEffect(() => {
    let live = true;
    void loaders.countries().then((list) => live && setCountries(list));
    return () => {
      live = false;
    };
  }, [loaders]);

  useEffect(() => {
    let live = true;
    if (!countryHasStates(country)) {
      setStates([]);
      setValues((v) => (v.stateOrProvince ? { ...v, stateOrProvince: '' } : v));
      return;
    }
    void loaders.states(country).then((list) => {
      if (!live) return;
      setStates(list);
      setValues((v) => ({ ...v, stateOrProvince: stateAfterCountryChange(v.stateOrProvince, list) }));
    });
    return () => {
      live = false;
    };
  }, [country, loaders]);

  const errors: AddressFieldErrors = touched ? addressFieldErrors(values) : {};

  function set<K extends keyof AddressFormValues>(field: K, value: AddressFormValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
  }

  /** Marks everything touched; the valid input, or null when any rule fails. */
  function validate(): AddressInput | null {
    setTouched(true);
    const result = addressInput.safeParse(values);
    return result.success ? result.data : null;
  }

  return { values, set, errors, countries, states, hasStates, validate };
}
