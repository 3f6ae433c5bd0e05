import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  disposeStaffApi,
  enterCode,
  fillRegistration,
  logInWithDialog,
  mailedCode,
  newShopper,
  otherCode,
  uniqueEmail,
} from './support/accounts.ts';
import { signIn } from './support/session.ts';

/**
 * Sign-in, registration, activation, logout and the guards in the browser (spec 001 §2.2–§8). E-mailed
 * codes are read from the shop's outbox as the platform admin (support/accounts.ts).
 */

test.afterAll(() => disposeStaffApi());

const logIn = (page: Page, email: string, password: string) => logInWithDialog(page, email, password);

/** The session cookie the browser holds (undefined when none). */
const sessionCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'shop_session');

test('a new shopper registers, activates, logs in and out, then resets the password', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = `shopper-${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'LOGIN' }).click();
  const login = page.getByRole('dialog', { name: 'LOGIN' });
  await login.getByRole('button', { name: "Don't have an account? Sign up" }).click();

  const register = page.getByRole('dialog', { name: 'BECOME A MEMBER' });
  await register.getByLabel('EMAIL', { exact: true }).fill(email);
  await register.getByLabel('AREA CODE').selectOption('GB');
  const phone = register.getByLabel('PHONE', { exact: true });
  await phone.fill('07400 123456');
  await expect(phone).toHaveValue('7400123456'); // leading zeros and spaces stripped
  await register.getByLabel('PASSWORD', { exact: true }).fill('Keycaps123');
  await register.getByLabel('CONFIRM PASSWORD', { exact: true }).fill('Keycaps124');
  await register.getByLabel('FIRST NAME').fill('Grace');
  await register.getByRole('button', { name: 'REGISTER' }).click();
  await expect(register.getByText('Confirm password is mismatch', { exact: true })).toBeVisible();
  await register.getByLabel('CONFIRM PASSWORD', { exact: true }).fill('Keycaps123');
  await register.getByLabel('Year').selectOption('1990');
  await register.getByLabel('Day').selectOption('31');
  await register.getByLabel('Month').selectOption({ index: 2 }); // February 1990 has no 31st
  await expect(register.getByLabel('Day')).toHaveValue('');
  await register.getByLabel('Day').selectOption('28');
  await expect(register.getByRole('checkbox', { name: /I agree to the Terms/ })).toBeChecked(); // preselected
  await register.getByRole('button', { name: 'REGISTER' }).click();

  const otp = page.getByRole('dialog', { name: 'OTP VERIFICATION' });
  await expect(otp).toBeVisible({ timeout: 20_000 }); // the captcha's proof of work comes first
  const code = await mailedCode(baseURL!, email, 'ACTIVATION_CODE');
  const input = otp.getByLabel('Enter verification code sent your email address');
  await input.fill('12');
  await otp.getByRole('button', { name: 'VERIFY' }).click();
  await expect(otp.getByRole('alert')).toHaveText('Please enter a valid code!');
  await input.fill(otherCode(code));
  await otp.getByRole('button', { name: 'VERIFY' }).click();
  await expect(otp.getByRole('alert')).toHaveText('Wrong OTP code!');
  await input.fill(code);
  await otp.getByRole('button', { name: 'VERIFY' }).click();

  const congrats = page.getByRole('dialog', { name: 'CONGRATULATIONS!' });
  await expect(congrats.getByText('Your account has been activated!')).toBeVisible();
  await congrats.getByRole('button', { name: 'LOG IN NOW!' }).click();
  await expect(page.getByRole('dialog', { name: 'LOGIN' }).getByLabel('EMAIL', { exact: true })).toHaveValue(
    email,
  );
  await logIn(page, email, 'Keycaps123');
  const account = page.getByRole('banner').getByRole('button', { name: 'Account menu' });
  await expect(account).toBeVisible();

  // Logout (spec 001 §4.1): the session is revoked, and /auth/login lands on / with the login dialog open.
  const held = await sessionCookie(page);
  await account.click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'LOGIN' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'LOGIN' })).toBeVisible();
  expect(await sessionCookie(page)).toBeUndefined();
  const replay = await page.request.get('/api/v1/me', { headers: { cookie: `shop_session=${held!.value}` } });
  expect(replay.status()).toBe(401); // revoked on the server, not only forgotten by the browser

  // Forgot password -> code -> new password -> log in with it.
  await page.getByRole('dialog', { name: 'LOGIN' }).getByRole('button', { name: 'Forgot password' }).click();
  const forgot = page.getByRole('dialog', { name: 'RESET PASSWORD' });
  await forgot.getByLabel('YOUR EMAIL').fill(email);
  await forgot.getByRole('button', { name: 'RESET' }).click();
  await expect(page.getByText('Successfully sent verification code')).toBeVisible();
  const resetOtp = page.getByRole('dialog', { name: 'OTP VERIFICATION' });
  await expect(resetOtp.getByRole('timer')).toHaveText(/^(2:00|1:5\d)$/);
  const resetCode = await mailedCode(baseURL!, email, 'RESET_CODE');
  await resetOtp.getByLabel('Enter verification code sent your email address').fill(resetCode);
  await resetOtp.getByRole('button', { name: 'VERIFY' }).click();

  const create = page.getByRole('dialog', { name: 'CREATE NEW PASSWORD' });
  await create.getByLabel('PASSWORD', { exact: true }).fill('Keycaps123');
  await create.getByLabel('CONFIRM PASSWORD', { exact: true }).fill('Keycaps123');
  await create.getByRole('button', { name: 'RESET' }).click();
  await expect(
    create.getByText('Your new password must be different from previous used password').first(),
  ).toBeVisible();
  await create.getByLabel('PASSWORD', { exact: true }).fill('Switches456');
  await create.getByLabel('CONFIRM PASSWORD', { exact: true }).fill('Switches456');
  await create.getByRole('button', { name: 'RESET' }).click();
  await page
    .getByRole('dialog', { name: 'NEVER BETTER!' })
    .getByRole('button', { name: 'LOG IN NOW!' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await logIn(page, email, 'Switches456');
  await expect(account).toBeVisible();
});

test('a wrong password is refused and stays marked until changed', async ({ page }) => {
  await page.goto('/auth/login');
  const dialog = page.getByRole('dialog', { name: 'LOGIN' });
  await dialog.getByLabel('EMAIL', { exact: true }).fill('ada@example.com');
  const password = dialog.getByLabel('PASSWORD', { exact: true });
  await password.fill('NotHerPassword1');
  await dialog.getByRole('button', { name: 'LOGIN', exact: true }).click();
  const message = dialog.getByText('Your email address or password is incorrect.');
  await expect(message).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await password.fill('NotHerPassword2');
  await expect(message).toBeHidden();
  await dialog.getByRole('button', { name: 'LOGIN', exact: true }).click();
  await expect(message).toBeVisible();
  // /auth/login moved on to / when it opened the dialog: closing it leaves the shopper on the home page.
  await expect(page).toHaveURL(/\/$/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'OH NO! ERROR 401' })).toHaveCount(0);
});

test('/auth/login without scripts is the 401 screen with BACK TO HOMEPAGE', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/auth/login');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'OH NO! ERROR 401' })).toBeVisible();
  await expect(page.getByText('Sorry x3, your request could not be processed.')).toBeVisible();
  await page.getByRole('link', { name: 'BACK TO HOMEPAGE' }).click();
  await expect(page).toHaveURL(/\/$/);
  await context.close();
});

test('a reset link with a bad code goes to the expired-link page', async ({ page }) => {
  await page.goto('/auth/reset-password?email=nobody%40example.com&resetCode=123456');
  await expect(page).toHaveURL(/\/auth\/reset-password-failure\?email=nobody%40example\.com$/);
  await expect(page.getByRole('heading', { name: 'PASSWORD RESET LINK EXPIRED' })).toBeVisible();
  await page.getByRole('button', { name: 'REQUEST ANOTHER LINK' }).click();
  await expect(page.getByText('Resend verify code success')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'OTP VERIFICATION' })).toBeVisible();
});

/** Logs in with the form of the login page (/unauthorized). */
async function logInOnPage(page: Page, email: string, password: string) {
  const main = page.locator('main');
  await main.getByLabel('EMAIL', { exact: true }).fill(email);
  await main.getByLabel('PASSWORD', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'LOGIN', exact: true }).click();
}

test('a guarded page sends to the login page (HOME > LOGIN, SIGN UP) and comes back to it', async ({
  page,
}) => {
  await page.goto('/account/profile');
  await expect(page).toHaveURL(/\/unauthorized\?redirect_uri=%2Faccount%2Fprofile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'LOGIN' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/HOME\s*LOGIN/);
  await expect(page.locator('main').getByRole('link', { name: 'SIGN UP' })).toHaveAttribute(
    'href',
    '/auth/register',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0); // the form is on the page itself
  const addresses = page.waitForRequest((r) => r.url().endsWith('/api/v1/me/addresses'));
  await logInOnPage(page, 'ada@example.com', 'Shopper123');
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
  await addresses; // spec 001 §4.1: the addresses reload on login
});

test('the checkout is guarded too, and the login page goes back to it', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/unauthorized\?redirect_uri=%2Fcheckout$/);
  await logInOnPage(page, 'ada@example.com', 'Shopper123');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'CHECKOUT' })).toBeVisible();
});

test('the guest-only pages send a signed-in shopper on to redirect_uri, or home', async ({ page }) => {
  await signIn(page, 'ada@example.com', 'Shopper123');
  await page.goto('/auth/register');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth/register?redirect_uri=%2Faccount%2Fprofile');
  await expect(page).toHaveURL(/\/account\/profile$/);
  await page.goto('/unauthorized?redirect_uri=%2Fcheckout');
  await expect(page).toHaveURL(/\/checkout$/);
  // An address elsewhere is never followed (no open redirect).
  await page.goto('/auth/register?redirect_uri=https%3A%2F%2Fevil.example%2F');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test('Remember Me: a persistent cookie when checked, a browser-session cookie when not', async ({ page }) => {
  await page.goto('/auth/login');
  await logIn(page, 'ada@example.com', 'Shopper123');
  const persistent = await sessionCookie(page);
  expect(persistent).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false }); // http on 127.0.0.1
  const days = (persistent!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29);
  expect(days).toBeLessThanOrEqual(30);

  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await logInWithDialog(page, 'ada@example.com', 'Shopper123', false); // the dialog the logout opened
  const session = await sessionCookie(page);
  expect(session?.value).toBeTruthy();
  expect(session?.expires).toBe(-1); // gone when the browser closes
});

test('the /auth/register page submits through to the OTP dialog; its terms open full-screen', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('page');
  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { level: 1, name: 'BECOME A MEMBER' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/HOME\s*REGISTER/);
  const main = page.locator('main');
  await fillRegistration(main, email);
  const terms = main.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ });
  await expect(terms).toBeChecked();
  await main.getByRole('button', { name: 'Terms and Conditions' }).click();
  const dialog = page.getByRole('dialog', { name: 'TERMS AND CONDITIONS' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveCount(28);
  await expect(dialog.getByRole('heading', { name: '4. MINIMUM AGE' })).toBeVisible();
  const viewport = page.viewportSize()!;
  // Once its opening animation has settled, the dialog covers the whole viewport.
  await expect
    .poll(async () => {
      const box = await dialog.boundingBox();
      return box && [box.x, box.y, box.width, box.height].map(Math.round);
    })
    .toEqual([0, 0, viewport.width, viewport.height]);
  await dialog.getByRole('button', { name: 'CLOSE', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(terms).toBeChecked(); // reading the terms left the box as it was

  await main.getByRole('button', { name: 'REGISTER' }).click();
  const otp = page.getByRole('dialog', { name: 'OTP VERIFICATION' });
  await expect(otp).toBeVisible({ timeout: 20_000 });
  // Activation has no countdown; 'Resend code' mails a new code with a new access code.
  await expect(otp.getByRole('timer')).toHaveCount(0);
  const first = await mailedCode(baseURL!, email, 'ACTIVATION_CODE');
  await otp.getByRole('button', { name: 'Resend code' }).click();
  await expect(page.getByText('Resend verify code success')).toBeVisible();
  await expect(otp.getByRole('timer')).toHaveCount(0);
  const second = await mailedCode(baseURL!, email, 'ACTIVATION_CODE', first);
  await enterCode(otp, first);
  await expect(otp.getByRole('alert')).toHaveText(
    /Wrong OTP code!|Confirmation code is incorrect or expired!/,
  );
  await enterCode(otp, second); // accepted only with the accessCode the resend answered
  await expect(page.getByRole('dialog', { name: 'CONGRATULATIONS!' })).toBeVisible();
});

test("a refused session shows 'Has Invalid Access Token.' and signs the shopper out", async ({
  page,
  baseURL,
  browser,
}) => {
  const shopper = await newShopper(page, baseURL!, 'revoked');
  await page.goto('/account/profile');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
  // Signed out from another browser: every other session of this shopper goes.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signIn(otherPage, shopper.email, shopper.password);
  const revoked = await otherPage.request.delete('/api/v1/me/sessions', {
    headers: { 'x-csrf-token': (await other.cookies()).find((c) => c.name === 'shop_session_csrf')!.value },
  });
  expect(revoked.ok()).toBe(true);
  await other.close();
  // The next thing this page asks of the API is refused.
  await page.getByRole('switch', { name: /Send me news/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Has Invalid Access Token.' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'LOGIN' })).toBeVisible();
});

test('the login dialog and the register page pass axe at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const axe = async () =>
    (
      await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  await page.goto('/auth/login');
  const dialog = page.getByRole('dialog', { name: 'LOGIN' });
  await dialog.getByRole('button', { name: 'LOGIN', exact: true }).click();
  await expect(dialog.getByText('Email Address is required.')).toBeVisible();
  expect(await axe()).toEqual([]);
  await page.goto('/auth/register');
  await page.getByRole('button', { name: 'REGISTER' }).click();
  await expect(page.getByText('Please enter first name.')).toBeVisible();
  expect(await axe()).toEqual([]);
});
