import type { Address, AddressList } from '@shop/domain/addresses';
import { expect } from 'vitest';
import type { TestClient } from './shopper-session.ts';

/** A valid address form (a country with states), for the address-book tests. */
export const homeAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: '1 Infinite Loop',
  city: 'Cupertino',
  country: 'US',
  stateOrProvince: 'CA',
  postCode: '95014',
  phone: '+1 408 555 1234',
};

/** The address book's calls made by one shopper, asserting the happy status. */
export function addressBook(shopper: TestClient) {
  return {
    async create(body: object = homeAddress): Promise<Address> {
      const res = await shopper.request('POST', '/api/v1/me/addresses', body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    },
    async list(): Promise<Address[]> {
      const res = await shopper.request('GET', '/api/v1/me/addresses');
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as AddressList).contents;
    },
    async primaryIds(): Promise<string[]> {
      return (await this.list()).filter((a) => a.primary).map((a) => a.id);
    },
    setPrimary: (id: string) => shopper.request('PUT', `/api/v1/me/addresses/${id}/primary`),
    remove: (id: string) => shopper.request('DELETE', `/api/v1/me/addresses/${id}`),
  };
}
