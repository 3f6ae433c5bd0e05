import type { CountryList } from '@shop/domain/addresses';
import { allCountries } from './country-data.ts';

let answer: CountryList | undefined;

/** Every ISO 3166-1 country, by English name; one object for the process, so its ETag is computed once. */
export function listCountries(): CountryList {
  answer ??= { contents: [...allCountries()] };
  return answer;
}
