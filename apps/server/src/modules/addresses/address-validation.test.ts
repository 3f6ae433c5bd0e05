import { MAX_ADDRESSES_PER_USER } from '@shop/domain/addresses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressBook, homeAddress as home } from '../../test/address-fixtures.ts';
import { createTestApp } from '../../test/harness.ts';
import { anonymousVisitor, signedInShopper, type TestClient } from '../../test/shopper-session.ts';

interface FieldError {
  errorCode: string;
  errorParams: { field: string; message: string };
}

describe('address validation and limits through the API', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let user: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    user = await signedInShopper(t);
  });
  afterAll(() => t?.close());

  const post = (payload: object, shopper = user) => shopper.request('POST', '/api/v1/me/addresses', payload);
  /** field -> message of a 400 answer, every error being INVALID_FIELD. */
  const fieldErrors = async (payload: object) => {
    const res = await post(payload);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as { status: number; errors: FieldError[] };
    expect(body.status).toBe(0);
    for (const e of body.errors) expect(e.errorCode).toBe('INVALID_FIELD');
    return Object.fromEntries(body.errors.map((e) => [e.errorParams.field, e.errorParams.message]));
  };

  it('an empty form answers every required message of spec 000 §5 at once', async () => {
    expect(await fieldErrors({})).toEqual({
      firstName: 'First name is required',
      street: 'Street Address is required',
      city: 'City is required',
      country: 'Country is required',
      postCode: 'Postcode is required',
      phone: 'Phone is required',
    });
  });

  it('a country with states: Zip Code and State/Province are required', async () => {
    expect(await fieldErrors({ ...home, postCode: '', stateOrProvince: '' })).toEqual({
      postCode: 'Zip Code is required',
      stateOrProvince: 'State/Province is required',
    });
  });

  it('a short or non-numeric phone: Please enter a valid Phone', async () => {
    expect(await fieldErrors({ ...home, phone: '1234567' })).toEqual({ phone: 'Please enter a valid Phone' });
    expect(await fieldErrors({ ...home, phone: 'call me maybe' })).toEqual({
      phone: 'Please enter a valid Phone',
    });
  });

  it('a country the dataset does not know is a field error', async () => {
    expect(await fieldErrors({ ...home, country: 'ZZ' })).toEqual({
      country: 'Please select a valid Country',
    });
  });

  it('a state the country does not have is a field error', async () => {
    expect(await fieldErrors({ ...home, stateOrProvince: 'ON' })).toEqual({
      stateOrProvince: 'Please select a valid State/Province',
    });
  });

  it('codes are accepted in any case and stored upper-case', async () => {
    const other = await signedInShopper(t);
    const res = await post({ ...home, country: 'au', stateOrProvince: 'nsw', postCode: '2000' }, other);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ country: 'AU', stateOrProvince: 'NSW', stateName: 'New South Wales' });
  });

  it('a state sent for a country without states is dropped, not stored', async () => {
    const other = await signedInShopper(t);
    const res = await post({ ...home, country: 'DE', stateOrProvince: 'BY', postCode: '80331' }, other);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      country: 'DE',
      countryName: 'Germany',
      stateOrProvince: null,
      stateName: null,
    });
  });

  it('PUT validates like POST', async () => {
    const other = await signedInShopper(t);
    const a = await addressBook(other).create();
    const res = await other.request('PUT', `/api/v1/me/addresses/${a.id}`, {
      ...home,
      firstName: ' ',
      stateOrProvince: 'XX',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        errorCode: 'INVALID_FIELD',
        errorParams: { field: 'firstName', location: 'body', message: 'First name is required' },
      },
    ]);
    // The shared schema passed 'XX' (it does not know the dataset); the server's own check comes next.
    const next = await other.request('PUT', `/api/v1/me/addresses/${a.id}`, {
      ...home,
      stateOrProvince: 'XX',
    });
    expect(next.json().errors[0].errorParams).toMatchObject({ field: 'stateOrProvince' });
    expect((await addressBook(other).list())[0]).toMatchObject({ stateOrProvince: 'CA', firstName: 'Ada' });
  });

  it(`the book holds at most ${MAX_ADDRESSES_PER_USER} addresses: then 409 ADDRESS_LIMIT_REACHED`, async () => {
    const other = await signedInShopper(t);
    for (let i = 0; i < MAX_ADDRESSES_PER_USER; i++) {
      expect((await post({ ...home, street: `${i} Main St` }, other)).statusCode).toBe(201);
    }
    const res = await post(home, other);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([
      { errorCode: 'ADDRESS_LIMIT_REACHED', errorParams: { max: MAX_ADDRESSES_PER_USER } },
    ]);
  });

  describe('without a session every route answers 401, before looking at the body', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes = [
      ['GET', '/api/v1/me/addresses'],
      ['GET', `/api/v1/me/addresses/${id}`],
      ['POST', '/api/v1/me/addresses'],
      ['PUT', `/api/v1/me/addresses/${id}`],
      ['PUT', `/api/v1/me/addresses/${id}/primary`],
      ['DELETE', `/api/v1/me/addresses/${id}`],
    ] as const;
    for (const [method, url] of routes) {
      it(`${method} ${url.replace(id, '{id}')}`, async () => {
        const payload = method === 'POST' || method === 'PUT' ? {} : undefined;
        const res = await anonymousVisitor(t.app).request(method, url, payload);
        expect(res.statusCode).toBe(401);
        expect(res.json().errors[0].errorCode).toBe('UNAUTHORIZED');
      });
    }
  });

  it('the OpenAPI document lists the address and country routes', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/me/addresses',
        '/api/v1/me/addresses/{id}',
        '/api/v1/me/addresses/{id}/primary',
        '/api/v1/countries',
        '/api/v1/countries/{code}/states',
      ]),
    );
  });
});
