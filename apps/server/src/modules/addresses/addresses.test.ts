import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressBook, homeAddress as home } from '../../test/address-fixtures.ts';
import { createTestApp } from '../../test/harness.ts';
import { signedInShopper } from '../../test/shopper-session.ts';

describe('address book', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const newShopper = async () => {
    const shopper = await signedInShopper(t);
    return { shopper, book: addressBook(shopper) };
  };

  it('a new shopper has an empty book', async () => {
    const { book } = await newShopper();
    expect(await book.list()).toEqual([]);
  });

  it('POST answers the saved address with names and derived texts; the first one is primary', async () => {
    const { book } = await newShopper();
    const a = await book.create({ ...home, company: 'Analytical Engines', addressLine2: 'Suite 4' });
    expect(a).toMatchObject({
      type: 'HOME',
      fullName: 'Ada Lovelace',
      country: 'US',
      countryName: 'United States',
      stateOrProvince: 'CA',
      stateName: 'California',
      fullAddress: '1 Infinite Loop, California, Cupertino, United States, 95014',
      subAddress: 'Analytical Engines, Suite 4',
      email: '',
      primary: true,
    });
    expect(a.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await book.list()).toEqual([a]);
  });

  it('later addresses are not primary unless asked; primary: true moves the flag', async () => {
    const { book } = await newShopper();
    const first = await book.create();
    const second = await book.create({
      ...home,
      type: 'OFFICE',
      country: 'GB',
      stateOrProvince: '',
      postCode: 'SW1A 2AA',
    });
    expect(second).toMatchObject({ primary: false, type: 'OFFICE', stateOrProvince: null, stateName: null });
    const third = await book.create({ ...home, primary: true });
    expect(third.primary).toBe(true);
    expect(await book.primaryIds()).toEqual([third.id]);
    // Listed primary first, then newest first.
    expect((await book.list()).map((a) => a.id)).toEqual([third.id, second.id, first.id]);
  });

  it('GET /{id} answers one address', async () => {
    const { shopper, book } = await newShopper();
    const a = await book.create();
    const res = await shopper.request('GET', `/api/v1/me/addresses/${a.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(a);
  });

  it('PUT replaces the fields and keeps the primary flag', async () => {
    const { shopper, book } = await newShopper();
    const a = await book.create();
    const res = await shopper.request('PUT', `/api/v1/me/addresses/${a.id}`, {
      ...home,
      city: 'Toronto',
      country: 'CA',
      stateOrProvince: 'ON',
      postCode: 'M5V 2T6',
      primary: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: a.id,
      city: 'Toronto',
      countryName: 'Canada',
      stateName: 'Ontario',
      primary: true,
    });
    expect(res.json().updatedAt >= a.updatedAt).toBe(true);
  });

  it('PUT with primary: true makes the edited address primary', async () => {
    const { shopper, book } = await newShopper();
    const first = await book.create();
    const second = await book.create();
    const res = await shopper.request('PUT', `/api/v1/me/addresses/${second.id}`, { ...home, primary: true });
    expect(res.json().primary).toBe(true);
    expect(await book.primaryIds()).toEqual([second.id]);
    expect((await book.list()).find((a) => a.id === first.id)?.primary).toBe(false);
  });

  it('PUT /{id}/primary moves the flag, and is idempotent', async () => {
    const { book } = await newShopper();
    const first = await book.create();
    const second = await book.create();
    for (let i = 0; i < 2; i++) {
      const res = await book.setPrimary(second.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: second.id, primary: true });
    }
    expect(await book.primaryIds()).toEqual([second.id]);
    expect((await book.list()).find((a) => a.id === first.id)?.primary).toBe(false);
  });

  it('DELETE removes a secondary address and leaves the primary alone', async () => {
    const { book } = await newShopper();
    const first = await book.create();
    const second = await book.create();
    const res = await book.remove(second.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await book.list()).map((a) => a.id)).toEqual([first.id]);
    expect((await book.remove(second.id)).statusCode).toBe(404);
  });

  it('removing the primary promotes the most recently added other address', async () => {
    const { book } = await newShopper();
    const first = await book.create();
    const second = await book.create();
    const third = await book.create();
    // Make the oldest primary, so "most recent" is not simply "the one before it".
    await book.setPrimary(first.id);
    await book.remove(first.id);
    expect(await book.primaryIds()).toEqual([third.id]);
    await book.remove(third.id);
    expect(await book.primaryIds()).toEqual([second.id]);
    await book.remove(second.id);
    expect(await book.list()).toEqual([]);
  });

  it('after emptying the book, the next address is primary again', async () => {
    const { book } = await newShopper();
    const a = await book.create();
    await book.remove(a.id);
    expect((await book.create()).primary).toBe(true);
  });

  it('answers are never cached: personal data', async () => {
    const { shopper } = await newShopper();
    const res = await shopper.request('GET', '/api/v1/me/addresses');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
