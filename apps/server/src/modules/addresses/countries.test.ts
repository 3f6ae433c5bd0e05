import { COUNTRIES_WITH_STATES, type CountryList, type CountryStateList } from '@shop/domain/addresses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.ts';

describe('countries and states of the address form', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const states = async (code: string) => {
    const res = await get(`/api/v1/countries/${code}/states`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as CountryStateList).contents;
  };

  it('GET /countries lists every ISO 3166-1 country once, by English name, to anyone', async () => {
    const res = await get('/api/v1/countries');
    expect(res.statusCode).toBe(200);
    const { contents } = res.json() as CountryList;
    expect(contents.length).toBeGreaterThanOrEqual(249);
    expect(new Set(contents.map((c) => c.code)).size).toBe(contents.length);
    for (const c of contents) expect(c.code).toMatch(/^[A-Z]{2}$/);
    const names = contents.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(contents).toContainEqual({ code: 'US', name: 'United States', hasStates: true });
    expect(contents).toContainEqual({ code: 'GB', name: 'United Kingdom', hasStates: false });
    expect(contents).toContainEqual({ code: 'VN', name: 'Vietnam', hasStates: false });
  });

  it('hasStates is true exactly for the domain list, and each of those has states in the dataset', async () => {
    const { contents } = (await get('/api/v1/countries')).json() as CountryList;
    expect(
      contents
        .filter((c) => c.hasStates)
        .map((c) => c.code)
        .sort(),
    ).toEqual([...COUNTRIES_WITH_STATES].sort());
    for (const code of COUNTRIES_WITH_STATES) {
      const list = await states(code);
      expect(list.length, code).toBeGreaterThanOrEqual(8);
      expect(new Set(list.map((s) => s.code)).size, code).toBe(list.length);
      for (const s of list) expect(s.code, code).toMatch(/^[A-Z0-9]{1,3}$/);
    }
  });

  it('GET /countries/{code}/states answers the subdivisions by name, code after the dash', async () => {
    const us = await states('US');
    expect(us).toContainEqual({ code: 'CA', name: 'California' });
    expect(us).toContainEqual({ code: 'DC', name: 'District of Columbia' });
    expect(us.map((s) => s.name)).toEqual(
      [...us.map((s) => s.name)].sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect(await states('AU')).toContainEqual({ code: 'NSW', name: 'New South Wales' });
    expect(await states('ca')).toContainEqual({ code: 'QC', name: 'Quebec' });
  });

  it('a country where the form asks no state answers an empty list', async () => {
    expect(await states('GB')).toEqual([]);
    expect(await states('SG')).toEqual([]);
  });

  it('an unknown country answers 404 PLUG-COUNTRY-001', async () => {
    for (const code of ['ZZ', 'USA', '1']) {
      const res = await get(`/api/v1/countries/${code}/states`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        status: 0,
        errors: [{ errorCode: 'PLUG-COUNTRY-001', errorParams: { code } }],
      });
    }
  });

  describe('caching', () => {
    for (const url of ['/api/v1/countries', '/api/v1/countries/US/states']) {
      it(`${url}: long Cache-Control and an ETag; If-None-Match answers 304 without a body`, async () => {
        const first = await get(url);
        expect(first.headers['cache-control']).toMatch(/^public, max-age=86400/);
        const etag = first.headers.etag as string;
        expect(etag).toMatch(/^"[\w-]+"$/);
        expect((await get(url)).headers.etag).toBe(etag);

        const fresh = await get(url, { 'if-none-match': etag });
        expect(fresh.statusCode).toBe(304);
        expect(fresh.body).toBe('');
        expect(fresh.headers.etag).toBe(etag);
        expect((await get(url, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);

        const stale = await get(url, { 'if-none-match': '"something-else"' });
        expect(stale.statusCode).toBe(200);
        expect(stale.json()).toEqual(first.json());
      });
    }

    it('each country has its own tag; the code is case-insensitive', async () => {
      const us = (await get('/api/v1/countries/US/states')).headers.etag;
      expect((await get('/api/v1/countries/us/states')).headers.etag).toBe(us);
      expect((await get('/api/v1/countries/CA/states')).headers.etag).not.toBe(us);
    });
  });
});
