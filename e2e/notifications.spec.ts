import { expect, gotoHydrated, test } from './fixtures.ts';
import { staffApi } from './support/accounts.ts';
import { csrfToken } from './support/session.ts';

/**
 * The bell and the list (issue 12): a staff broadcast reaches a signed-in shopper; the header's badge shows
 * it without a reload, the list shows subject, message, date and the unread dot, NOTIFICATION DETAIL shows it
 * with GO TO DETAIL (the reference link, in a new window), and reading it clears the badge.
 */
test('a broadcast lights the bell without a reload; the list and NOTIFICATION DETAIL show it and reading clears it', async ({
  page,
  freshShopper,
}, testInfo) => {
  await freshShopper({ prefix: 'bell' });
  // A new shopper already has one (the new-member coupon tells of itself): read everything first.
  const read = await page.request.patch('/api/v1/me/notifications/read', {
    data: {},
    headers: { 'x-csrf-token': await csrfToken(page.request) },
  });
  expect(read.ok()).toBe(true);
  await gotoHydrated(page, '/');
  const bell = page.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  const subject = `Group buy opens ${Date.now()}`;
  const staff = await staffApi(testInfo.project.use.baseURL!);
  const sent = await staff.post('/api/v1/staff/notifications/broadcast', {
    data: { subject, message: 'The <b>summer</b> group buy opens on Friday.', link: '/product' },
    headers: { 'x-csrf-token': await csrfToken(staff) },
  });
  expect(sent.status()).toBe(201);

  // The tab comes back into view: the badge reads the count again (it also polls every 30 s).
  await page.evaluate("document.dispatchEvent(new Event('visibilitychange'))");
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);

  await bell.click();
  await expect(page).toHaveURL(/\/account\/notifications$/);
  const item = page.locator('.notification', { hasText: subject });
  await expect(item.getByText('The <b>summer</b> group buy opens on Friday.')).toBeVisible();
  await expect(item.getByRole('img', { name: 'Unread' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('notifications-list.png'), fullPage: true });

  await item.click();
  const dialog = page.getByRole('dialog', { name: 'NOTIFICATION DETAIL' });
  await expect(dialog.getByRole('heading', { name: subject })).toBeVisible();
  const go = dialog.getByRole('link', { name: 'GO TO DETAIL' });
  await expect(go).toHaveAttribute('href', '/product');
  await expect(go).toHaveAttribute('target', '_blank');
  await page.screenshot({ path: testInfo.outputPath('notification-detail.png') });
  await dialog.getByRole('button', { name: 'CLOSE' }).click();

  await expect(item.getByRole('img', { name: 'Unread' })).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('Notifications');
});
