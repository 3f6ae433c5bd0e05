import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { apiHeaders, loginRequest, signIn } from './support/session.ts';

const EMAIL = 'kai@example.com';
const PASSWORD = 'Shopper123';
const NEW_PASSWORD = 'Keycaps2026';
// A 1×1 PNG: the avatar upload checks the bytes, not only the declared type.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('/account/profile signed out goes to /unauthorized with the way back', async ({ page }) => {
  await page.goto('/account/profile');
  await expect(page).toHaveURL(/\/unauthorized\?redirect_uri=%2Faccount%2Fprofile$/);
});

test('a shopper edits the profile and finds it saved after a reload', async ({ page }) => {
  await signIn(page, EMAIL, PASSWORD);
  await page.goto('/account/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'MY PROFILE' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Kai Switch' });
  await expect(summary).toContainText('BRONZE'); // rank and gold from the user record
  await expect(summary).toContainText('320 stars');
  const nav = page.getByRole('navigation', { name: 'Account navigation' });
  await expect(nav.getByRole('link', { name: 'MY PROFILE' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'MY ORDERS' })).toBeVisible();

  const form = page.getByRole('form', { name: 'PERSONAL INFORMATION' });
  await form.getByLabel(/FIRST NAME/).fill('');
  await form.getByRole('button', { name: 'SAVE CHANGES' }).click();
  await expect(form.getByText('Please enter first name.')).toBeVisible();
  await form.getByLabel(/FIRST NAME/).fill('Kaito');
  await form.getByLabel('LAST NAME').fill('Keys');
  await form.getByLabel('AREA CODE').selectOption('JP');
  await form.getByLabel('PHONE').fill('12');
  await form.getByRole('button', { name: 'SAVE CHANGES' }).click();
  await expect(form.getByText('Please enter a valid phone number.')).toBeVisible();
  await form.getByLabel('PHONE').fill('9012345678');
  await form.getByLabel('Year').selectOption('1990');
  await form.getByLabel('Month').selectOption('7');
  await form.getByLabel('Day').selectOption('14');
  await form.getByLabel('GENDER').selectOption({ label: 'Other' });
  await form.getByRole('button', { name: 'SAVE CHANGES' }).click();
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();

  // The avatar: a preview, then the uploaded picture.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Your profile picture has been updated.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', /\/uploads\//);

  // The newsletter setting.
  const newsletter = page.getByRole('switch', { name: 'Send me news, drops and incentives by e-mail' });
  const wasOn = await newsletter.isChecked();
  await newsletter.click();
  await expect(newsletter).toBeChecked({ checked: !wasOn });

  await page.reload();
  const saved = page.getByRole('form', { name: 'PERSONAL INFORMATION' });
  await expect(saved.getByLabel(/FIRST NAME/)).toHaveValue('Kaito');
  await expect(saved.getByLabel('LAST NAME')).toHaveValue('Keys');
  await expect(saved.getByLabel('AREA CODE')).toHaveValue('JP');
  await expect(saved.getByLabel('PHONE')).toHaveValue('9012345678');
  await expect(saved.getByLabel('Year')).toHaveValue('1990');
  await expect(saved.getByLabel('Month')).toHaveValue('7');
  await expect(saved.getByLabel('Day')).toHaveValue('14');
  await expect(saved.getByLabel('GENDER')).toHaveValue('OTHER');
  await expect(page.getByRole('region', { name: 'Kaito Keys' })).toBeVisible();
  await expect(page.getByRole('switch', { name: /Send me news/ })).toBeChecked({ checked: !wasOn });
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toBeVisible();

  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('a shopper changes the password and signs in with the new one', async ({ page }) => {
  await signIn(page, EMAIL, PASSWORD);
  await page.goto('/account/profile');
  const form = page.getByRole('form', { name: 'CHANGE PASSWORD' });
  await form.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
  await expect(form.getByText('Current Password is required.')).toBeVisible();
  await expect(form.getByText('This field is required.')).toHaveCount(2);
  await form.getByLabel(/CURRENT PASSWORD/).fill('NotMyPassword1');
  await form.getByLabel(/NEW PASSWORD/).fill('short');
  await expect(form.getByLabel(/NEW PASSWORD/)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('8 - 64 characters including uppercases, lowercases & digits')).toBeVisible();
  await form.getByLabel(/NEW PASSWORD/).fill(NEW_PASSWORD);
  await form.getByLabel(/CONFIRM PASSWORD/).fill('Keycaps2027');
  await expect(form.getByText('Confirm password is mismatch.')).toBeVisible();
  await form.getByLabel(/CONFIRM PASSWORD/).fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
  await expect(form.getByText('Wrong password.')).toBeVisible();
  await form.getByLabel(/CURRENT PASSWORD/).fill(PASSWORD);
  await form.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(form.getByLabel(/CURRENT PASSWORD/)).toHaveValue('');

  // Through the API: the old password no longer works, the new one does.
  expect((await loginRequest(page, EMAIL, PASSWORD)).status()).toBe(400);
  await signIn(page, EMAIL, NEW_PASSWORD);
  // Back to the demo password, so a retry starts from the same place.
  const back = await page.request.patch('/api/v1/me/password', {
    data: { currentPassword: NEW_PASSWORD, password: PASSWORD, confirmPassword: PASSWORD },
    headers: await apiHeaders(page),
  });
  expect(back.status()).toBe(200);
});

test('a shopper signs another browser out from the sessions list', async ({ page, browser, baseURL }) => {
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signIn(page, EMAIL, PASSWORD);
  // Earlier tests left sessions of their own: start from this browser alone, then sign in a second one.
  const cleared = await page.request.delete('/api/v1/me/sessions', { headers: await apiHeaders(page) });
  expect(cleared.status()).toBe(200);
  await signIn(otherPage, EMAIL, PASSWORD);
  await page.goto('/account/profile');
  const list = page.getByRole('region', { name: 'SIGNED-IN DEVICES' }).getByRole('listitem');
  await expect(list).toHaveCount(2);
  const mine = list.filter({ hasText: 'THIS DEVICE' });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByRole('button', { name: 'SIGN OUT' })).toHaveCount(0);
  await list.filter({ hasNotText: 'THIS DEVICE' }).getByRole('button', { name: 'SIGN OUT' }).click();
  await page.getByRole('dialog', { name: 'Confirm ?' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('The device has been signed out.')).toBeVisible();
  await expect(list).toHaveCount(1);
  expect((await otherPage.request.get('/api/v1/me')).status()).toBe(401);
  await other.close();
});
