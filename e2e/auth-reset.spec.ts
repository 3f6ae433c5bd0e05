import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';
import {
  enterCode,
  logInWithDialog,
  mailedCode,
  mailedText,
  otherCode,
  registerOnPage,
  uniqueEmail,
} from './support/accounts.ts';
import { apiHeaders } from './support/session.ts';

/**
 * Password reset and activation by the paths a shopper takes less often (spec 001 §2.2–§4.4, §8): the
 * e-mailed link, 'Resend code' with its countdown, 'RESET PASSWORD FAILED', and 'Account is not yet
 * activated' with its ACTIVATE, SKIP and 'click here'. Each journey has a shopper of its own.
 */

/** Opens RESET PASSWORD from the login dialog and asks for a code for `email`. */
async function askForReset(page: Page, email: string) {
  await gotoHydrated(page, '/auth/login');
  await page.getByRole('dialog', { name: 'LOGIN' }).getByRole('button', { name: 'Forgot password' }).click();
  const forgot = page.getByRole('dialog', { name: 'RESET PASSWORD' });
  await forgot.getByLabel('YOUR EMAIL').fill(email);
  await forgot.getByRole('button', { name: 'RESET' }).click();
}

/** Asks for a reset through the API and answers the link the mail carries. */
async function mailedResetLink(page: Page, baseURL: string, email: string) {
  const asked = await page.request.patch('/api/v1/auth/password-reset', {
    data: { email },
    headers: await apiHeaders(page),
  });
  expect(asked.status()).toBe(200);
  const text = await mailedText(baseURL, email, 'RESET_CODE');
  const link = /(http\S+\/auth\/reset-password\?\S+)/.exec(text)?.[1] ?? '';
  expect(link.startsWith(`${baseURL}/auth/reset-password?email=`)).toBe(true);
  return link;
}

test('the e-mailed reset link opens CREATE NEW PASSWORD, and the new password signs in', async ({
  page,
  baseURL,
  freshShopper,
}) => {
  const { email } = await freshShopper({ prefix: 'link', signIn: false });
  await gotoHydrated(page, await mailedResetLink(page, baseURL!, email));
  const create = page.getByRole('dialog', { name: 'CREATE NEW PASSWORD' });
  await expect(create).toBeVisible();
  await page.mouse.click(5, 5); // it cannot be dismissed by clicking outside
  await expect(create).toBeVisible();
  await create.getByLabel('PASSWORD', { exact: true }).fill('Linked2026');
  await create.getByLabel('CONFIRM PASSWORD', { exact: true }).fill('Linked2026');
  await create.getByRole('button', { name: 'RESET' }).click();
  const done = page.getByRole('dialog', { name: 'NEVER BETTER!' });
  await done.getByRole('button', { name: 'LOG IN NOW!' }).click();
  await expect(page).toHaveURL(/\/$/);
  await logInWithDialog(page, email, 'Linked2026');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('a used reset link goes to the expired-link page', async ({ page, baseURL, freshShopper }) => {
  const { email } = await freshShopper({ prefix: 'used-link', signIn: false });
  const link = await mailedResetLink(page, baseURL!, email);
  const resetCode = new URL(link).searchParams.get('resetCode');
  const used = await page.request.patch('/api/v1/auth/password-reset/password', {
    data: { email, resetCode, newPassword: 'Linked2026' },
    headers: await apiHeaders(page),
  });
  expect(used.status(), await used.text()).toBe(200);
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/reset-password-failure\?email=/);
  await expect(page.getByRole('heading', { name: 'PASSWORD RESET LINK EXPIRED' })).toBeVisible();
});

test("'Resend code' on the reset OTP mails a new code and restarts the 120-second countdown", async ({
  page,
  baseURL,
  freshShopper,
}) => {
  const { email } = await freshShopper({ prefix: 'resend', signIn: false });
  await askForReset(page, email);
  const otp = page.getByRole('dialog', { name: 'OTP VERIFICATION' });
  const timer = otp.getByRole('timer');
  await expect(timer).toHaveText(/^(2:00|1:5\d)$/);
  const first = await mailedCode(baseURL!, email, 'RESET_CODE');
  await expect(timer).toHaveText(/^1:5[0-7]$/); // it ticks
  await otp.getByRole('button', { name: 'Resend code' }).click();
  await expect(page.getByText('Resend verify code success')).toBeVisible();
  await expect(timer).toHaveText(/^(2:00|1:5[89])$/); // restarted
  const second = await mailedCode(baseURL!, email, 'RESET_CODE', first);
  await enterCode(otp, first); // replaced by the new one
  await expect(otp.getByRole('alert')).toHaveText(
    /Wrong OTP code!|Confirmation code is incorrect or expired!/,
  );
  await enterCode(otp, otherCode(second));
  await expect(otp.getByRole('alert')).toHaveText('Wrong OTP code!');
  await enterCode(otp, second);
  await expect(page.getByRole('dialog', { name: 'CREATE NEW PASSWORD' })).toBeVisible();
});

test("a code replaced while CREATE NEW PASSWORD is open ends in 'RESET PASSWORD FAILED'", async ({
  page,
  baseURL,
  freshShopper,
}) => {
  const { email } = await freshShopper({ prefix: 'failed', signIn: false });
  await askForReset(page, email);
  const otp = page.getByRole('dialog', { name: 'OTP VERIFICATION' });
  const code = await mailedCode(baseURL!, email, 'RESET_CODE');
  await enterCode(otp, code);
  const create = page.getByRole('dialog', { name: 'CREATE NEW PASSWORD' });
  await expect(create).toBeVisible();
  // Meanwhile another reset is asked for the same address (another tab, someone else): the code is replaced.
  const again = await page.request.patch('/api/v1/auth/password-reset', {
    data: { email },
    headers: await apiHeaders(page),
  });
  expect(again.status()).toBe(200);
  await create.getByLabel('PASSWORD', { exact: true }).fill('Replaced2026');
  await create.getByLabel('CONFIRM PASSWORD', { exact: true }).fill('Replaced2026');
  await create.getByRole('button', { name: 'RESET' }).click();
  const failed = page.getByRole('dialog', { name: 'RESET PASSWORD FAILED' });
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('Something went wrong, Please go back and try again.');
  await failed.getByRole('button', { name: 'SKIP' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("a reset for an account not yet activated says 'Account is not yet activated'; SKIP closes it", async ({
  page,
  freshShopper,
}) => {
  const { email } = await freshShopper({ prefix: 'inactive', activate: false });
  await askForReset(page, email);
  const dialog = page.getByRole('dialog', { name: 'Account is not yet activated' });
  await expect(dialog).toContainText('We have sent a new activation code to your e-mail address.');
  await dialog.getByRole('button', { name: 'SKIP' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("'click here' in 'Account is not yet activated' mails a new code, and ACTIVATE takes it", async ({
  page,
  baseURL,
  freshShopper,
}) => {
  const { email } = await freshShopper({ prefix: 'inactive', activate: false });
  await askForReset(page, email);
  const dialog = page.getByRole('dialog', { name: 'Account is not yet activated' });
  await expect(dialog).toBeVisible();
  const before = await mailedCode(baseURL!, email, 'ACTIVATION_CODE');
  await dialog.getByRole('button', { name: 'click here' }).click();
  await expect(page.getByText('Resend verify code success')).toBeVisible();
  const fresh = await mailedCode(baseURL!, email, 'ACTIVATION_CODE', before);
  await dialog.getByRole('button', { name: 'ACTIVATE' }).click();
  const otp = page.getByRole('dialog', { name: 'OTP VERIFICATION' });
  await enterCode(otp, fresh);
  await expect(page.getByRole('dialog', { name: 'CONGRATULATIONS!' })).toContainText(
    'Your account has been activated!',
  );
});

test('a registration left without activating does not ask for the robot check again', async ({ page }) => {
  const registered = await registerOnPage(page, uniqueEmail('left'));
  await registered.getByRole('button', { name: 'Close' }).click();
  await expect(registered).toBeHidden();
  // The sent form behind the dialog does not ask for the (used, now reset) robot check again.
  await expect(page.locator('main').getByText('Please confirm you are not a robot.')).toHaveCount(0);
});
