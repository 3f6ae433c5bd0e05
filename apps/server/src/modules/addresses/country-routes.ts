import { countryCodeParams, countryList, countryStateList } from '@shop/domain/addresses';
import { z } from 'zod';
import { isNotModified } from '../../http/conditional-get.ts';
import type { ApiApp } from '../../http/types.ts';
import { listCountries } from './list-countries.ts';
import { listStates } from './list-states.ts';

// The lists change only when the dataset package is upgraded (a deploy); a day's caching plus ETag
// revalidation keeps the form's selects instant without serving stale names for long.
const ONE_DAY = 86_400;
const notModified = z.null().describe('Not modified: the If-None-Match tag is current (no body).');

export async function countryRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/countries',
    {
      schema: {
        summary: 'Countries of the address form',
        description:
          'ISO 3166-1 countries by English name. `hasStates` says whether the form asks a state (and labels the postcode ZIP CODE). Cacheable: Cache-Control and ETag; If-None-Match answers 304.',
        tags: ['addresses'],
        response: { 200: countryList, 304: notModified },
      },
    },
    async (request, reply) => {
      const body = listCountries();
      if (isNotModified(request, reply, body, ONE_DAY)) return reply.code(304).send(null);
      return body;
    },
  );

  app.get(
    '/countries/:code/states',
    {
      schema: {
        summary: 'States of a country',
        description:
          'ISO 3166-2 subdivisions the form offers for the country (empty where it asks none); `code` is the part after the dash (US-CA -> CA). Unknown country: 404 PLUG-COUNTRY-001. Cacheable like /countries.',
        tags: ['addresses'],
        params: countryCodeParams,
        response: { 200: countryStateList, 304: notModified },
      },
    },
    async (request, reply) => {
      const body = listStates(request.params.code);
      if (isNotModified(request, reply, body, ONE_DAY)) return reply.code(304).send(null);
      return body;
    },
  );
}
