import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { disposeStaffApi, newShopper } from './support/accounts.ts';
import { signIn } from './support/session.ts';

test.afterAll(() => disposeStaffApi());

/**
 * The address book (spec 000 §2–§5) as a shopper uses it: add a US address (with a state) and a German one
 * (no states), with the form's messages for bad input, set the primary one, edit, remove with confirmation.
 */
test('a shopper keeps an address book', async ({ page }) => {
  await signIn(page, 'ada@example.com', 'Shopper123');
  await page.goto('/account/profile');
  await page
    .getByRole('navigation', { name: 'Account navigation' })
    .getByRole('link', { name: 'ADDRESS BOOK' })
    .click();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ADDRESS BOOK' })).toBeVisible();
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();

  // NEW ADDRESS, prefilled from the profile; saving it empty-ish shows the rules' messages.
  await page.getByRole('button', { name: 'ADD YOUR ADDRESS' }).click();
  let dialog = page.getByRole('dialog', { name: 'NEW ADDRESS' });
  await expect(dialog.getByLabel(/FIRST NAME/)).toHaveValue('Ada');
  await expect(dialog.getByLabel(/EMAIL/)).toHaveValue('ada@example.com');
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
  await dialog.getByLabel(/STREET ADDRESS/).fill('1 Infinite Loop');
  await dialog.getByLabel(/CITY/).fill('Cupertino');
  await dialog.getByLabel(/STATE\/PROVINCE/).selectOption({ label: 'California' });
  await dialog.getByLabel(/ZIP CODE/).fill('95014');
  await dialog.getByLabel(/PHONE/).fill('4085551234');
  await expect(dialog.getByText('Please enter a valid Phone')).toBeHidden();
  await dialog.getByRole('button', { name: 'SAVE' }).click();
  await expect(dialog).toBeHidden();
  const ada = page.getByRole('article', { name: 'Ada Keys' });
  await expect(ada).toContainText('1 Infinite Loop, California, Cupertino, United States, 95014');
  await expect(ada.getByText('DEFAULT', { exact: true })).toBeVisible(); // the first address is the primary one

  // A country without states: no state field, the postcode is a POSTCODE.
  await page.getByRole('button', { name: 'ADD YOUR ADDRESS' }).click();
  dialog = page.getByRole('dialog', { name: 'NEW ADDRESS' });
  await dialog.getByLabel(/FIRST NAME/).fill('Grace');
  await dialog.getByLabel(/LAST NAME/).fill('Hopper');
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
  const grace = page.getByRole('article', { name: 'Grace Hopper' });
  await expect(grace).toContainText('Unter den Linden 1, Berlin, Germany, 10117');
  await expect(grace.getByText('OFFICE')).toBeVisible();
  await expect(page.getByText('2 saved addresses')).toBeVisible();

  // Set primary.
  await grace.getByRole('button', { name: 'SET AS DEFAULT' }).click();
  await expect(page.getByText('Successfully set primary address!')).toBeVisible();
  await expect(grace.getByText('DEFAULT', { exact: true })).toBeVisible();
  await expect(ada.getByText('DEFAULT', { exact: true })).toHaveCount(0);

  // Edit.
  await grace.getByRole('button', { name: 'EDIT' }).click();
  dialog = page.getByRole('dialog', { name: 'EDIT ADDRESS' });
  await expect(dialog.getByLabel(/CITY/)).toHaveValue('Berlin');
  await dialog.getByLabel(/CITY/).fill('Hamburg');
  await dialog.getByLabel(/POSTCODE/).fill('20095');
  await dialog.getByRole('button', { name: 'SAVE' }).click();
  await expect(dialog).toBeHidden();
  await expect(grace).toContainText('Unter den Linden 1, Hamburg, Germany, 20095');

  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Remove, with the confirmation first (CANCEL keeps it).
  await ada.getByRole('button', { name: 'REMOVE' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm ?' });
  await expect(confirm).toContainText('ARE YOU SURE? DO YOU WANT TO REMOVE THIS ADDRESS');
  await confirm.getByRole('button', { name: 'CANCEL' }).click();
  await expect(ada).toBeVisible();
  await ada.getByRole('button', { name: 'REMOVE' }).click();
  await page.getByRole('dialog', { name: 'Confirm ?' }).getByRole('button', { name: 'OK' }).click();
  await expect(ada).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('article', { name: 'Grace Hopper' })).toContainText('Hamburg');
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('the address book needs a signed-in shopper', async ({ page }) => {
  await page.goto('/account/addresses');
  await expect(page).toHaveURL(/\/unauthorized\?redirect_uri=%2Faccount%2Faddresses$/);
});

test('at checkout the shopper chooses the shipping address in the selection popup (000 §2, 001 §4.8)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await newShopper(page, baseURL!, 'checkout');
  await page.goto('/checkout/shipping-information');
  const shipping = page.getByRole('region', { name: 'SHIPPING ADDRESS' });
  await expect(shipping.getByText('Address required')).toBeVisible();

  // No saved address yet: the popup opens on NEW ADDRESS, prefilled from the profile.
  await shipping.getByRole('button', { name: 'ADD YOUR ADDRESS' }).click();
  let dialog = page.getByRole('dialog', { name: 'NEW ADDRESS' });
  await expect(dialog.getByLabel(/FIRST NAME/)).toHaveValue('Grace');
  await fillAddress(dialog, {
    country: 'United Kingdom',
    street: '10 Downing St',
    city: 'London',
    post: 'SW1A 2AA',
  });
  await dialog.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const shown = shipping.getByRole('article');
  await expect(shown).toContainText('10 Downing St, London, United Kingdom, SW1A 2AA');
  await expect(shown.getByText('DEFAULT', { exact: true })).toBeVisible();

  // ADD YOUR ADDRESS from the popup: the new address is the one chosen.
  await shipping.getByRole('button', { name: 'CHANGE' }).click();
  let popup = page.getByRole('dialog', { name: 'ADDRESS' });
  await expect(popup.getByRole('article')).toHaveCount(1);
  await expect(popup.getByRole('button', { name: 'SELECTED' })).toHaveAttribute('aria-pressed', 'true');
  await popup.getByRole('button', { name: 'ADD YOUR ADDRESS' }).click();
  dialog = page.getByRole('dialog', { name: 'NEW ADDRESS' });
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

  // SELECT another one; SELECTED marks the choice, DEFAULT the primary address.
  await shipping.getByRole('button', { name: 'CHANGE' }).click();
  popup = page.getByRole('dialog', { name: 'ADDRESS' });
  const london = popup.getByRole('article').filter({ hasText: 'London' });
  const berlin = popup.getByRole('article').filter({ hasText: 'Berlin' });
  await expect(berlin.getByRole('button', { name: 'SELECTED' })).toBeVisible();
  await expect(london.getByText('DEFAULT', { exact: true })).toBeVisible();
  await london.getByRole('button', { name: 'SELECT' }).click();
  await expect(popup).toBeHidden();
  await expect(shown).toContainText('London');

  // The choice holds across a reload; Berlin again, then removed from the address book.
  await shipping.getByRole('button', { name: 'CHANGE' }).click();
  await page
    .getByRole('dialog', { name: 'ADDRESS' })
    .getByRole('article')
    .filter({ hasText: 'Berlin' })
    .getByRole('button', { name: 'SELECT' })
    .click();
  await page.reload();
  await expect(page.getByRole('region', { name: 'SHIPPING ADDRESS' }).getByRole('article')).toContainText(
    'Berlin',
  );
  await page.goto('/account/addresses');
  await page
    .getByRole('article')
    .filter({ hasText: 'Berlin' })
    .getByRole('button', { name: 'REMOVE' })
    .click();
  await page.getByRole('dialog', { name: 'Confirm ?' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  // The chosen address was deleted: the first saved one takes its place.
  await page.goto('/checkout/shipping-information');
  await expect(page.getByRole('region', { name: 'SHIPPING ADDRESS' }).getByRole('article')).toContainText(
    '10 Downing St, London',
  );
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
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
