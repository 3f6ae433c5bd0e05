import {
  COUNTRIES_WITH_STATES,
  type Country,
  type CountryState,
  countryHasStates,
} from '@shop/domain/addresses';
import { iso31661, iso31662 } from 'iso-3166';

/**
 * Countries and states from the `iso-3166` package (ISO 3166-1 and 3166-2, shipped as data, nothing fetched).
 * Country names are the English names of the runtime's CLDR data (Intl.DisplayNames: "United States",
 * "South Korea"), which read better than ISO's formal ones; ISO's name is the fallback. States are the top-level
 * subdivisions of the countries the form asks a state for, with ISO's names; their code is the part after
 * the dash (`US-CA` -> `CA`). Built once, on first use; the lists are frozen and shared by every answer.
 */
interface CountryData {
  countries: readonly Country[];
  byCode: ReadonlyMap<string, Country>;
  statesByCountry: ReadonlyMap<string, readonly CountryState[]>;
}

let data: CountryData | undefined;

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

function build(): CountryData {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const countries = iso31661
    .map((c) => ({
      code: c.alpha2,
      name: names.of(c.alpha2) ?? c.name,
      hasStates: countryHasStates(c.alpha2),
    }))
    .sort(byName);
  const statesByCountry = new Map<string, readonly CountryState[]>();
  for (const code of COUNTRIES_WITH_STATES) {
    const states = iso31662
      .filter((s) => s.parent === code)
      .map((s) => ({ code: s.code.slice(code.length + 1), name: s.name }))
      .sort(byName);
    statesByCountry.set(code, Object.freeze(states));
  }
  return {
    countries: Object.freeze(countries),
    byCode: new Map(countries.map((c) => [c.code, c])),
    statesByCountry,
  };
}

const load = () => {
  data ??= build();
  return data;
};

export const allCountries = (): readonly Country[] => load().countries;

export const findCountry = (code: string): Country | undefined => load().byCode.get(code.toUpperCase());

const NO_STATES: readonly CountryState[] = Object.freeze([]);

/** The states the form offers for a known country (empty where it asks none); undefined for an unknown one. */
export function statesOf(countryCode: string): readonly CountryState[] | undefined {
  const country = findCountry(countryCode);
  if (!country) return undefined;
  return load().statesByCountry.get(country.code) ?? NO_STATES;
}

export function findState(countryCode: string, stateCode: string): CountryState | undefined {
  return statesOf(countryCode)?.find((s) => s.code === stateCode.toUpperCase());
}
