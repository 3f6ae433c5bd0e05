import { expect, gotoHydrated, test } from './fixtures.ts';
import { axeViolations } from './support/axe.ts';
import { apiHeaders } from './support/session.ts';

/**
 * The outbox pages: /staff/outbox for the platform admins only (its mails hold every shopper's activation
 * and reset codes, so store owners and shoppers get the 403 page), and /dev/outbox, which a production
 * build, like this one, does not serve.
 */
test('signed out, /staff/outbox asks for a login first', async ({ page }) => {
  await page.goto('/staff/outbox');
  await expect(page).toHaveURL(/\/unauthorized\?redirect_uri=%2Fstaff%2Foutbox$/);
});

for (const who of [
  { account: 'ada', role: 'a shopper' },
  { account: 'owner', role: 'a store owner' },
] as const) {
  test(`abuse: ${who.role} gets the 403 page at /staff/outbox`, async ({ page, signInAs }) => {
    await signInAs(who.account);
    const response = await page.goto('/staff/outbox');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'You are not on the right path.' })).toBeVisible();
    await expect(page.getByText(/Verification code/)).toHaveCount(0);
  });
}

test('the platform admin reads the outbox, filtered by recipient', async ({ page, signInAs }) => {
  // A mail to look for: a reset code for a demo shopper.
  const asked = await page.request.patch('/api/v1/auth/password-reset', {
    data: { email: 'kai@example.com' },
    headers: await apiHeaders(page),
  });
  expect(asked.status()).toBe(200);
  await signInAs('staff');
  await gotoHydrated(page, '/staff/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'OUTBOX' })).toBeVisible();
  await page.getByLabel('RECIPIENT').fill('KAI@example.com');
  await page.getByRole('button', { name: 'FILTER' }).click();
  await expect(page).toHaveURL(/\/staff\/outbox\?to=KAI%40example\.com$/);
  const mails = page.getByRole('article');
  await expect(mails.first()).toContainText('kai@example.com');
  await expect(mails.first()).toContainText('RESET_CODE');
  await mails.first().getByText('Show the text').click();
  await expect(mails.first().locator('pre')).toContainText(/Verification code: \d{6}/);
  for (const text of await mails.allTextContents()) expect(text).toContain('kai@example.com');
});

test('the outbox passes axe', async ({ page, signInAs }) => {
  // A mail of its own to show (a reset code for a demo shopper): no reliance on other journeys' mails.
  const asked = await page.request.patch('/api/v1/auth/password-reset', {
    data: { email: 'ada@example.com' },
    headers: await apiHeaders(page),
  });
  expect(asked.status()).toBe(200);
  await signInAs('staff');
  await gotoHydrated(page, '/staff/outbox');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await axeViolations(page, { allRules: true })).toEqual([]);
});

test('/dev/outbox is not served in production', async ({ page }) => {
  const response = await page.goto('/dev/outbox');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page is not found :( Please travel back to homepage.')).toBeVisible();
});
