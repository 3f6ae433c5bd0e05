import { DomainError } from '@shop/domain';
import type { CountryStateList } from '@shop/domain/addresses';
import { statesOf } from './country-data.ts';

const answers = new Map<string, CountryStateList>();

/**
 * The states of a country, by name (empty for a country where the form asks none). An unknown code answers
 * PLUG-COUNTRY-001 (the spec's code) with 404. Answers are kept per country so their ETags are computed once.
 */
export function listStates(countryCode: string): CountryStateList {
  const code = countryCode.trim().toUpperCase();
  const cached = answers.get(code);
  if (cached) return cached;
  const states = statesOf(code);
  if (!states) throw new DomainError('PLUG-COUNTRY-001', { code: countryCode.slice(0, 10) }, 404);
  const answer = { contents: [...states] };
  answers.set(code, answer);
  return answer;
}
