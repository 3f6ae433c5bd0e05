import { expect, type Page } from '@playwright/test';
import { apiHeaders } from './session.ts';

export const LONDON = {
  firstName: 'Grace',
  lastName: 'Hopper',
  street: '10 Downing St',
  city: 'London',
  country: 'GB',
  postCode: 'SW1A 2AA',
  phone: '+44 20 7946 0000',
};
export const BERLIN = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: 'Unter den Linden 1',
  city: 'Berlin',
  country: 'DE',
  postCode: '10117',
  phone: '+49 30 123456',
};

/** Saves an address in the address book of the shopper signed in on the page (set-up through the API). */
export async function saveAddress(page: Page, address: object): Promise<{ id: string }> {
  const res = await page.request.post('/api/v1/me/addresses', {
    data: address,
    headers: await apiHeaders(page),
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}
