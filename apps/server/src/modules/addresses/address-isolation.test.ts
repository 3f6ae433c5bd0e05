import type { Address } from '@shop/domain/addresses';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addressBook, homeAddress as home } from '../../test/address-fixtures.ts';
import { createTestApp } from '../../test/harness.ts';
import { signedInShopper, type TestClient } from '../../test/shopper-session.ts';

/** A shopper can never read or change another shopper's address: every route answers 404 and changes nothing. */
describe("another shopper's addresses", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let alice: TestClient;
  let mallory: TestClient;
  let alicesPrimary: Address;
  let alicesOther: Address;
  let before: Address[];

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  beforeEach(async () => {
    alice = await signedInShopper(t, 'Alice');
    mallory = await signedInShopper(t, 'Mallory');
    alicesPrimary = await addressBook(alice).create();
    alicesOther = await addressBook(alice).create({ ...home, street: '2 Side St' });
    await addressBook(mallory).create({ ...home, firstName: 'Mallory' });
    before = await addressBook(alice).list();
  });

  const expectNotFound = (res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 0,
      errors: [{ errorCode: 'NOT_FOUND', errorParams: { what: 'address' } }],
    });
  };
  const expectAliceUntouched = async () => expect(await addressBook(alice).list()).toEqual(before);

  it('GET /me/addresses lists only my own', async () => {
    expect((await addressBook(mallory).list()).map((a) => a.firstName)).toEqual(['Mallory']);
  });

  it('GET /me/addresses/{id}', async () => {
    expectNotFound(await mallory.request('GET', `/api/v1/me/addresses/${alicesPrimary.id}`));
  });

  it('PUT /me/addresses/{id}', async () => {
    const res = await mallory.request('PUT', `/api/v1/me/addresses/${alicesOther.id}`, {
      ...home,
      street: 'Mallory was here',
      primary: true,
    });
    expectNotFound(res);
    await expectAliceUntouched();
  });

  it('PUT /me/addresses/{id}/primary', async () => {
    expectNotFound(await mallory.request('PUT', `/api/v1/me/addresses/${alicesOther.id}/primary`));
    await expectAliceUntouched();
    // Nor did it unset Mallory's own primary on the way.
    expect(await addressBook(mallory).primaryIds()).toHaveLength(1);
  });

  it('DELETE /me/addresses/{id}', async () => {
    expectNotFound(await mallory.request('DELETE', `/api/v1/me/addresses/${alicesPrimary.id}`));
    await expectAliceUntouched();
  });

  it('an unknown or malformed id is the same 404, never a 500', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const url = `/api/v1/me/addresses/${encodeURIComponent(id)}`;
      expectNotFound(await alice.request('GET', url));
      expectNotFound(await alice.request('PUT', url, home));
      expectNotFound(await alice.request('PUT', `${url}/primary`));
      expectNotFound(await alice.request('DELETE', url));
    }
    await expectAliceUntouched();
  });
});
