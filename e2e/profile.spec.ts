import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test, waitForHydration } from './fixtures.ts';
import { axeViolations } from './support/axe.ts';
import { loginRequest, signIn } from './support/session.ts';

/**
 * MY PROFILE (spec 001 §4.5–§4.7): what the page shows of a demo shopper (read only), and the changes a
 * shopper makes, each on a shopper of its own (freshShopper: Grace Hopper).
 */
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

test.describe('as kai, read only', () => {
  test.use({ account: 'kai' });

  test('MY PROFILE shows the rank and stars, and the account navigation marks the page', async ({ page }) => {
    await gotoHydrated(page, '/account/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'MY PROFILE' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Kai Switch' });
    await expect(summary).toContainText('BRONZE'); // rank and gold from the user record
    await expect(summary).toContainText('320 stars');
    const nav = page.getByRole('navigation', { name: 'Account navigation' });
    await expect(nav.getByRole('link', { name: 'MY PROFILE' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'MY ORDERS' })).toBeVisible();
  });

  test('no account tab is cut off: they wrap on a wide screen, and on a phone the current one is in view', async ({
    page,
  }) => {
    const nav = page.getByRole('navigation', { name: 'Account navigation' });
    const inView = async (name: string) => {
      const box = (await nav.getByRole('link', { name }).boundingBox())!;
      const width = page.viewportSize()!.width;
      return box.x >= 0 && box.x + box.width <= width;
    };
    await page.setViewportSize({ width: 1024, height: 768 });
    await gotoHydrated(page, '/account/profile');
    for (const name of ['MY PROFILE', 'NOTIFICATIONS', 'SUPPORT REQUESTS'])
      expect(await inView(name)).toBe(true);

    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/account/tickets');
    await expect(nav.getByRole('link', { name: 'SUPPORT REQUESTS' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => inView('SUPPORT REQUESTS')).toBe(true);
    // The row scrolled, not the page.
    expect(await page.evaluate('window.scrollY')).toBe(0);
  });

  test('MY PROFILE passes axe', async ({ page }) => {
    await gotoHydrated(page, '/account/profile');
    await expect(page.getByRole('form', { name: 'PERSONAL INFORMATION' })).toBeVisible();
    expect(await axeViolations(page, { allRules: true })).toEqual([]);
  });
});

const personal = (page: Page) => page.getByRole('form', { name: 'PERSONAL INFORMATION' });

test('PERSONAL INFORMATION asks for a first name and a valid phone', async ({ page, freshShopper }) => {
  await freshShopper({ prefix: 'profile' });
  await gotoHydrated(page, '/account/profile');
  const form = personal(page);
  await form.getByLabel(/FIRST NAME/).fill('');
  await form.getByRole('button', { name: 'SAVE CHANGES' }).click();
  await expect(form.getByText('Please enter first name.')).toBeVisible();
  await form.getByLabel(/FIRST NAME/).fill('Kaito');
  await form.getByLabel('AREA CODE').selectOption('JP');
  await form.getByLabel('PHONE').fill('12');
  await form.getByRole('button', { name: 'SAVE CHANGES' }).click();
  await expect(form.getByText('Please enter a valid phone number.')).toBeVisible();
});

test('saved PERSONAL INFORMATION is there after a reload', async ({ page, freshShopper }) => {
  await freshShopper({ prefix: 'profile' });
  await gotoHydrated(page, '/account/profile');
  const form = personal(page);
  await form.getByLabel(/FIRST NAME/).fill('Kaito');
  await form.getByLabel('LAST NAME').fill('Keys');
  await form.getByLabel('AREA CODE').selectOption('JP');
  await form.getByLabel('PHONE').fill('9012345678');
  await form.getByLabel('Year').selectOption('1990');
  await form.getByLabel('Month').selectOption('7');
  await form.getByLabel('Day').selectOption('14');
  await form.getByLabel('GENDER').selectOption({ label: 'Other' });
  await form.getByRole('button', { name: 'SAVE CHANGES' }).click();
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();

  await page.reload();
  const saved = personal(page);
  await expect(saved.getByLabel(/FIRST NAME/)).toHaveValue('Kaito');
  await expect(saved.getByLabel('LAST NAME')).toHaveValue('Keys');
  await expect(saved.getByLabel('AREA CODE')).toHaveValue('JP');
  await expect(saved.getByLabel('PHONE')).toHaveValue('9012345678');
  await expect(saved.getByLabel('Year')).toHaveValue('1990');
  await expect(saved.getByLabel('Month')).toHaveValue('7');
  await expect(saved.getByLabel('Day')).toHaveValue('14');
  await expect(saved.getByLabel('GENDER')).toHaveValue('OTHER');
  await expect(page.getByRole('region', { name: 'Kaito Keys' })).toBeVisible();
});

test('an uploaded picture becomes the profile picture, after a reload too', async ({
  page,
  freshShopper,
}) => {
  await freshShopper({ prefix: 'avatar' });
  await gotoHydrated(page, '/account/profile');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Your profile picture has been updated.')).toBeVisible();
  const picture = page.getByRole('img', { name: 'Your profile picture' });
  await expect(picture).toHaveAttribute('src', /\/uploads\//);
  await page.reload();
  await expect(picture).toHaveAttribute('src', /\/uploads\//);
});

test('the newsletter switch is saved at once', async ({ page, freshShopper }) => {
  await freshShopper({ prefix: 'newsletter' });
  await gotoHydrated(page, '/account/profile');
  const newsletter = page.getByRole('switch', { name: 'Send me news, drops and incentives by e-mail' });
  const wasOn = await newsletter.isChecked();
  const saved = page.waitForResponse((r) => r.url().includes('/api/v1/me') && r.request().method() !== 'GET');
  await newsletter.click();
  await expect(newsletter).toBeChecked({ checked: !wasOn });
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('switch', { name: /Send me news/ })).toBeChecked({ checked: !wasOn });
});

const passwordForm = (page: Page) => page.getByRole('form', { name: 'CHANGE PASSWORD' });

test('CHANGE PASSWORD names each problem: missing, too weak, mismatched, wrong current password', async ({
  page,
  freshShopper,
}) => {
  await freshShopper({ prefix: 'password' });
  await gotoHydrated(page, '/account/profile');
  const form = passwordForm(page);
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
});

test('a changed password is the one that signs in', async ({ page, freshShopper }) => {
  const { email, password } = await freshShopper({ prefix: 'password' });
  await gotoHydrated(page, '/account/profile');
  const form = passwordForm(page);
  await form.getByLabel(/CURRENT PASSWORD/).fill(password);
  await form.getByLabel(/NEW PASSWORD/).fill(NEW_PASSWORD);
  await form.getByLabel(/CONFIRM PASSWORD/).fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(form.getByLabel(/CURRENT PASSWORD/)).toHaveValue('');
  // Through the API: the old password no longer works, the new one does.
  expect((await loginRequest(page, email, password)).status()).toBe(400);
  await signIn(page, email, NEW_PASSWORD);
});

test('a shopper signs another browser out from the sessions list', async ({
  page,
  browser,
  baseURL,
  freshShopper,
}) => {
  const { email, password } = await freshShopper({ prefix: 'sessions' });
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signIn(otherPage, email, password);
  await gotoHydrated(page, '/account/profile');
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
