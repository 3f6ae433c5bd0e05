import { expect, gotoHydrated, test } from './fixtures.ts';
import {
  enterCode,
  fillRegistration,
  mailedCode,
  otherCode,
  registerOnPage,
  uniqueEmail,
} from './support/accounts.ts';

/**
 * Issue "polish" item 3: a failure a dialog or form handles itself shows only its own message, never a second
 * global toast (spec 002 §8: handled codes do not reach the global handler).
 */
const toasts = (page: import('@playwright/test').Page) => page.locator('.toast');

test('a wrong password is said once, in the login dialog', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByRole('banner').getByRole('link', { name: 'LOGIN' }).click();
  const dialog = page.getByRole('dialog', { name: 'LOGIN' });
  await dialog.getByLabel('EMAIL', { exact: true }).fill('ada@example.com');
  await dialog.getByLabel('PASSWORD', { exact: true }).fill('Wrong-password1');
  await dialog.getByRole('button', { name: 'LOGIN', exact: true }).click();
  await expect(dialog.getByText('Your email address or password is incorrect.')).toBeVisible();
  await expect(toasts(page)).toHaveCount(0);
});

test('an e-mail already taken is said once, on its field', async ({ page }) => {
  await gotoHydrated(page, '/auth/register');
  const form = page.locator('main');
  await fillRegistration(form, 'ada@example.com');
  await form.getByRole('button', { name: 'REGISTER' }).click();
  await expect(
    form.getByText('This email address is already taken. Please choose another one.'),
  ).toBeVisible();
  await expect(toasts(page)).toHaveCount(0);
});

test('a password from a breach list is said once, on the password field', async ({ page }) => {
  await gotoHydrated(page, '/auth/register');
  const form = page.locator('main');
  await fillRegistration(form, uniqueEmail('breached'), 'Password1');
  await form.getByRole('button', { name: 'REGISTER' }).click();
  await expect(
    form.getByText('This password has appeared in a data breach. Please choose another one.'),
  ).toBeVisible();
  await expect(form.getByLabel('PASSWORD', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(toasts(page)).toHaveCount(0);
});

test('a wrong activation code is said once, in the OTP dialog', async ({ page, baseURL }) => {
  const email = uniqueEmail('once');
  const otp = await registerOnPage(page, email);
  const code = await mailedCode(baseURL!, email, 'ACTIVATION_CODE');
  await enterCode(otp, otherCode(code));
  await expect(otp.getByText('Wrong OTP code!')).toBeVisible();
  await expect(toasts(page)).toHaveCount(0);
});
