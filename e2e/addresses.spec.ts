import type { Locator, Page } from '@playwright/test';
import { expect, gotoHydrated, test, waitForHydration } from './fixtures.ts';
import { BERLIN, LONDON, saveAddress } from './support/addresses.ts';
import { axeViolations } from './support/axe.ts';
import { apiHeaders } from './support/session.ts';

/**
 * The address book (spec 000 §2–§5) as a shopper uses it: add a US address (with a state) and a German one
 * (no states), with the form's messages for bad input, set the primary one, edit, remove with confirmation;
 * and the choice of the shipping address at checkout (000 §2, 001 §4.8). Each journey has a shopper of its
 * own (Grace Hopper, from freshShopper); addresses it does not add through the form come from the API.
 */

const book = (page: Page) => gotoHydrated(page, '/account/addresses');

test('the account navigation leads to an empty address book', async ({ page, freshShopper }) => {
  await freshShopper({ prefix: 'book' });
  await gotoHydrated(page, '/account/profile');
  await page
    .getByRole('navigation', { name: 'Account navigation' })
    .getByRole('link', { name: 'ADDRESS BOOK' })
    .click();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ADDRESS BOOK' })).toBeVisible();
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
});

test('NEW ADDRESS is prefilled from the profile and names every missing field', async ({
  page,
  freshShopper,
}) => {
  const { email } = await freshShopper({ prefix: 'book' });
  await book(page);
  await page.getByRole('button', { name: 'ADD YOUR ADDRESS' }).click();
  const dialog = page.getByRole('dialog', { name: 'NEW ADDRESS' });
  await expect(dialog.getByLabel(/FIRST NAME/)).toHaveValue('Grace');
  await expect(dialog.getByLabel(/EMAIL/)).toHaveValue(email);
  await dialog.getByLabel(/PHONE/).fill('12345');
  await dialog.getByRole('button', { name: 'SAVE' }).click();
  await expect(dialog.getByText('Street Address is required')).toBeVisible();
  await expect(dialog.getByText('City is required')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid Phone')).toBeVisible();
  await expect(dialog.getByLabel(/STREET ADDRESS/)).toBeFocused();
  await dialog.getByLabel(/COUNTRY/).selectOption({ label: 'United States' });
  await expect(dialog.getByLabel(/STATE\/PROVINCE/)).toBeVisible();
  await expect(dialog.getByText('State/Province is required')).toBeVisible();
  await expect(dialog.getByText('Zip Code is required')).toBeVisible();
});

test('a US address with its state is saved, and the first address is the default', async ({
  page,
  freshShopper,
}) => {
  await freshShopper({ prefix: 'book' });
  await book(page);
  await page.getByRole('button', { name: 'ADD YOUR ADDRESS' }).click();
  const dialog = page.getByRole('dialog', { name: 'NEW ADDRESS' });
  await dialog.getByLabel(/COUNTRY/).selectOption({ label: 'United States' });
  await dialog.getByLabel(/STREET ADDRESS/).fill('1 Infinite Loop');
  await dialog.getByLabel(/CITY/).fill('Cupertino');
  await dialog.getByLabel(/STATE\/PROVINCE/).selectOption({ label: 'California' });
  await dialog.getByLabel(/ZIP CODE/).fill('95014');
  await dialog.getByLabel(/PHONE/).fill('4085551234');
  await expect(dialog.getByText('Please enter a valid Phone')).toBeHidden();
  await dialog.getByRole('button', { name: 'SAVE' }).click();
  await expect(dialog).toBeHidden();
  const saved = page.getByRole('article', { name: 'Grace Hopper' });
  await expect(saved).toContainText('1 Infinite Loop, California, Cupertino, United States, 95014');
  await expect(saved.getByText('DEFAULT', { exact: true })).toBeVisible();
});

test('a country without states asks for a POSTCODE instead; an OFFICE address is saved as one', async ({
  page,
  freshShopper,
}) => {
  await freshShopper({ prefix: 'book' });
  await saveAddress(page, LONDON);
  await book(page);
  await page.getByRole('button', { name: 'ADD YOUR ADDRESS' }).click();
  const dialog = page.getByRole('dialog', { name: 'NEW ADDRESS' });
  await dialog.getByLabel(/FIRST NAME/).fill('Ada');
  await dialog.getByLabel(/LAST NAME/).fill('Lovelace');
  await dialog.getByLabel(/COUNTRY/).selectOption({ label: 'Germany' });
  await expect(dialog.getByLabel(/STATE\/PROVINCE/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'SAVE' }).click();
  await expect(dialog.getByText('Postcode is required')).toBeVisible();
  await dialog.getByLabel(/^OFFICE$/).check();
  await dialog.getByLabel(/STREET ADDRESS/).fill('Unter den Linden 1');
  await dialog.getByLabel(/CITY/).fill('Berlin');
  await dialog.getByLabel(/POSTCODE/).fill('10117');
  await dialog.getByLabel(/PHONE/).fill('+49 30 123456');
  await dialog.getByRole('button', { name: 'SAVE' }).click();
  await expect(dialog).toBeHidden();
  const saved = page.getByRole('article', { name: 'Ada Lovelace' });
  await expect(saved).toContainText('Unter den Linden 1, Berlin, Germany, 10117');
  await expect(saved.getByText('OFFICE')).toBeVisible();
  await expect(saved.getByText('DEFAULT', { exact: true })).toHaveCount(0);
  await expect(page.getByText('2 saved addresses')).toBeVisible();
});

test('SET AS DEFAULT moves the default to another address', async ({ page, freshShopper }) => {
  await freshShopper({ prefix: 'book' });
  await saveAddress(page, LONDON);
  await saveAddress(page, BERLIN);
  await book(page);
  const london = page.getByRole('article', { name: 'Grace Hopper' });
  const berlin = page.getByRole('article', { name: 'Ada Lovelace' });
  await expect(london.getByText('DEFAULT', { exact: true })).toBeVisible();
  await berlin.getByRole('button', { name: 'SET AS DEFAULT' }).click();
  await expect(page.getByText('Successfully set primary address!')).toBeVisible();
  await expect(berlin.getByText('DEFAULT', { exact: true })).toBeVisible();
  await expect(london.getByText('DEFAULT', { exact: true })).toHaveCount(0);
});

test('EDIT ADDRESS opens with the saved values and saves the change', async ({ page, freshShopper }) => {
  await freshShopper({ prefix: 'book' });
  await saveAddress(page, BERLIN);
  await book(page);
  const berlin = page.getByRole('article', { name: 'Ada Lovelace' });
  await berlin.getByRole('button', { name: 'EDIT' }).click();
  const dialog = page.getByRole('dialog', { name: 'EDIT ADDRESS' });
  await expect(dialog.getByLabel(/CITY/)).toHaveValue('Berlin');
  await dialog.getByLabel(/CITY/).fill('Hamburg');
  await dialog.getByLabel(/POSTCODE/).fill('20095');
  await dialog.getByRole('button', { name: 'SAVE' }).click();
  await expect(dialog).toBeHidden();
  await expect(berlin).toContainText('Unter den Linden 1, Hamburg, Germany, 20095');
});

test('REMOVE asks first: CANCEL keeps the address, OK removes it for good', async ({
  page,
  freshShopper,
}) => {
  await freshShopper({ prefix: 'book' });
  await saveAddress(page, LONDON);
  await saveAddress(page, BERLIN);
  await book(page);
  const london = page.getByRole('article', { name: 'Grace Hopper' });
  await london.getByRole('button', { name: 'REMOVE' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm ?' });
  await expect(confirm).toContainText('ARE YOU SURE? DO YOU WANT TO REMOVE THIS ADDRESS');
  await confirm.getByRole('button', { name: 'CANCEL' }).click();
  await expect(london).toBeVisible();
  await london.getByRole('button', { name: 'REMOVE' }).click();
  await page.getByRole('dialog', { name: 'Confirm ?' }).getByRole('button', { name: 'OK' }).click();
  await expect(london).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('article', { name: 'Ada Lovelace' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('the address book with its addresses passes axe', async ({ page, freshShopper }) => {
  await freshShopper({ prefix: 'book' });
  await saveAddress(page, LONDON);
  await saveAddress(page, { ...BERLIN, type: 'OFFICE' });
  await book(page);
  await expect(page.getByRole('article')).toHaveCount(2);
  expect(await axeViolations(page, { allRules: true })).toEqual([]);
});

test('the address book needs a signed-in shopper', async ({ page }) => {
  await page.goto('/account/addresses');
  await expect(page).toHaveURL(/\/unauthorized\?redirect_uri=%2Faccount%2Faddresses$/);
});

const shipping = (page: Page) => page.getByRole('region', { name: 'SHIPPING ADDRESS' });
const checkout = (page: Page) => gotoHydrated(page, '/checkout/shipping-information');

test('checkout without a saved address: ADD YOUR ADDRESS saves one, the default and the one shipped to', async ({
  page,
  freshShopper,
}) => {
  await freshShopper({ prefix: 'checkout' });
  await checkout(page);
  await expect(shipping(page).getByText('Address required')).toBeVisible();
  await shipping(page).getByRole('button', { name: 'ADD YOUR ADDRESS' }).click();
  const dialog = page.getByRole('dialog', { name: 'NEW ADDRESS' });
  await expect(dialog.getByLabel(/FIRST NAME/)).toHaveValue('Grace');
  await fillAddress(dialog, {
    country: 'United Kingdom',
    street: '10 Downing St',
    city: 'London',
    post: 'SW1A 2AA',
  });
  await dialog.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const shown = shipping(page).getByRole('article');
  await expect(shown).toContainText('10 Downing St, London, United Kingdom, SW1A 2AA');
  await expect(shown.getByText('DEFAULT', { exact: true })).toBeVisible();
});

test('ADD YOUR ADDRESS in the selection popup: the new address is the one chosen', async ({
  page,
  freshShopper,
}) => {
  await freshShopper({ prefix: 'checkout' });
  await saveAddress(page, LONDON);
  await checkout(page);
  const shown = shipping(page).getByRole('article');
  await expect(shown).toContainText('London');
  await shipping(page).getByRole('button', { name: 'CHANGE' }).click();
  const popup = page.getByRole('dialog', { name: 'ADDRESS' });
  await expect(popup.getByRole('article')).toHaveCount(1);
  await expect(popup.getByRole('button', { name: 'SELECTED' })).toHaveAttribute('aria-pressed', 'true');
  await popup.getByRole('button', { name: 'ADD YOUR ADDRESS' }).click();
  const dialog = page.getByRole('dialog', { name: 'NEW ADDRESS' });
  await fillAddress(dialog, {
    country: 'Germany',
    street: 'Unter den Linden 1',
    city: 'Berlin',
    post: '10117',
  });
  await dialog.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(shown).toContainText('Unter den Linden 1, Berlin, Germany, 10117');
  await expect(shown.getByText('DEFAULT', { exact: true })).toHaveCount(0);
});

test('SELECT in the popup ships to another address; SELECTED marks the choice, DEFAULT the primary', async ({
  page,
  freshShopper,
}) => {
  await freshShopper({ prefix: 'checkout' });
  await saveAddress(page, LONDON);
  await saveAddress(page, BERLIN);
  await checkout(page);
  const shown = shipping(page).getByRole('article');
  await expect(shown).toContainText('London');
  await shipping(page).getByRole('button', { name: 'CHANGE' }).click();
  const popup = page.getByRole('dialog', { name: 'ADDRESS' });
  const london = popup.getByRole('article').filter({ hasText: 'London' });
  const berlin = popup.getByRole('article').filter({ hasText: 'Berlin' });
  await expect(london.getByRole('button', { name: 'SELECTED' })).toBeVisible();
  await expect(london.getByText('DEFAULT', { exact: true })).toBeVisible();
  await berlin.getByRole('button', { name: 'SELECT' }).click();
  await expect(popup).toBeHidden();
  await expect(shown).toContainText('Berlin');
});

test('the chosen address holds across a reload, and once removed the first saved one takes its place', async ({
  page,
  freshShopper,
}) => {
  await freshShopper({ prefix: 'checkout' });
  await saveAddress(page, LONDON);
  const berlin = await saveAddress(page, BERLIN);
  await checkout(page);
  await shipping(page).getByRole('button', { name: 'CHANGE' }).click();
  await page
    .getByRole('dialog', { name: 'ADDRESS' })
    .getByRole('article')
    .filter({ hasText: 'Berlin' })
    .getByRole('button', { name: 'SELECT' })
    .click();
  await expect(shipping(page).getByRole('article')).toContainText('Berlin');
  await page.reload();
  await waitForHydration(page);
  await expect(shipping(page).getByRole('article')).toContainText('Berlin');
  const removed = await page.request.delete(`/api/v1/me/addresses/${berlin.id}`, {
    headers: await apiHeaders(page),
  });
  expect(removed.ok()).toBe(true);
  await checkout(page);
  await expect(shipping(page).getByRole('article')).toContainText('10 Downing St, London');
});

test('the shipping step with an address passes axe', async ({ page, freshShopper }) => {
  await freshShopper({ prefix: 'checkout' });
  await saveAddress(page, LONDON);
  await checkout(page);
  await expect(shipping(page).getByRole('article')).toContainText('London');
  expect(await axeViolations(page, { allRules: true })).toEqual([]);
});

async function fillAddress(
  dialog: Locator,
  a: { country: string; street: string; city: string; post: string },
): Promise<void> {
  await dialog.getByLabel(/COUNTRY/).selectOption({ label: a.country });
  await dialog.getByLabel(/STREET ADDRESS/).fill(a.street);
  await dialog.getByLabel(/CITY/).fill(a.city);
  await dialog.getByLabel(/POSTCODE|ZIP CODE/).fill(a.post);
  await dialog.getByLabel(/PHONE/).fill('+44 20 7946 0000');
}
