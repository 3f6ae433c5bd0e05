import { realJpeg } from '../apps/server/src/test/images.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { cancelRequest, placedOrder } from './support/orders.ts';

/**
 * Support requests (issue 12) as a shopper and the store meet them: an unpaid order's "Contact support", a
 * cancel request with a photo; staff's reply and ACCEPT at /staff/tickets, then the shopper finds the order
 * cancelled, the notification, the thread resolved, and rates it.
 */
const SLUG = 'forest-sprite';
const DECLINED = '4000000000000002';

test('Contact support on an unpaid order opens a cancel request with a photo', async ({
  page,
  freshShopper,
}, testInfo) => {
  await freshShopper({ prefix: 'support' });
  const order = await placedOrder(page, SLUG, DECLINED);
  const text = `Wrong colour, please cancel ${Date.now().toString(36)}`;

  await gotoHydrated(page, `/account/orders/${order.id}`);
  await page.getByRole('link', { name: 'Contact support' }).click();
  await expect(page.getByRole('heading', { name: 'CONTACT SUPPORT' })).toBeVisible();
  // An unpaid order offers the spec's three kinds: cancel (the order or an item), update shipping address, others.
  await expect(page.getByLabel('Request type').locator('option')).toHaveText([
    'cancel',
    'update shipping address',
    'others',
  ]);
  await expect(page.getByLabel('About')).toHaveValue('CANCEL_ORDER');
  await page.getByLabel('Your message').fill(text);
  await page
    .getByLabel('Add photos')
    .setInputFiles([{ name: 'wrong.jpg', mimeType: 'image/jpeg', buffer: await realJpeg(1200, 800) }]);
  await expect(page.getByText('1/9')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('support-new.png'), fullPage: true });
  await page.getByRole('button', { name: 'SEND' }).click();

  await expect(page).toHaveURL(/\/account\/tickets\/[0-9a-f-]{36}$/);
  const thread = page.locator('.thread');
  await expect(thread.getByText(text)).toBeVisible();
  await expect(thread.locator('.msg__photos img')).toHaveAttribute('src', /\.webp$/);
  await expect(thread.locator('.thread__head').getByText('In progress')).toBeVisible();
  await gotoHydrated(page, '/account/tickets');
  await expect(
    page.locator('.ticket-row', { hasText: `${order.orderNumber}: Cancel (order)` }),
  ).toBeVisible();
});

test('a question without an order: CONTACT SUPPORT on the requests page opens a general one by topic', async ({
  page,
  freshShopper,
}) => {
  await freshShopper({ prefix: 'support' });
  const text = `Do you take commissions for a custom sculpt? ${Date.now().toString(36)}`;
  await gotoHydrated(page, '/account/tickets');
  await page.getByRole('main').getByRole('link', { name: 'CONTACT SUPPORT' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'CONTACT SUPPORT' })).toBeVisible();
  await expect(page.getByLabel('Topic').locator('option')).toHaveText([
    'collaboration',
    'commission',
    'products and distribution',
    'others',
  ]);
  await page.getByLabel('Topic').selectOption('COMMISSION');
  await page.getByLabel('Your message').fill(text);
  await page.getByRole('button', { name: 'SEND' }).click();

  await expect(page).toHaveURL(/\/account\/tickets\/[0-9a-f-]{36}$/);
  await expect(page.locator('.thread').getByText(text)).toBeVisible();
  await gotoHydrated(page, '/account/tickets');
  await expect(page.locator('.ticket-row', { hasText: 'Commission' })).toContainText('In progress');
});

test('staff reply and ACCEPT at /staff/tickets: the order is cancelled, the shopper is told and rates it', async ({
  page,
  browser,
  baseURL,
  freshShopper,
  demoSessions,
}, testInfo) => {
  await freshShopper({ prefix: 'support' });
  const order = await placedOrder(page, SLUG, DECLINED);
  const text = `Please cancel ${Date.now().toString(36)}`;
  const ticketId = await cancelRequest(page, order.id, text);

  // The store's side, in its own browser.
  const staffContext = await browser.newContext({
    baseURL,
    storageState: { cookies: await demoSessions.cookies('staff'), origins: [] },
  });
  const staff = await staffContext.newPage();
  try {
    await gotoHydrated(staff, '/staff/tickets?status=IN_PROGRESS');
    const row = staff.locator('.ticket-row', { hasText: text });
    await expect(row.getByText('In progress')).toBeVisible();
    await staff.screenshot({ path: testInfo.outputPath('staff-tickets.png'), fullPage: true });
    await row.getByRole('link').click();
    await expect(staff).toHaveURL(new RegExp(`/staff/tickets/${ticketId}$`));
    await expect(staff.locator('.thread').getByText(text)).toBeVisible();
    await staff.getByLabel('Reply').fill('We are cancelling it for you.');
    await staff.getByRole('button', { name: 'SEND' }).click();
    await expect(staff.locator('.msg--store', { hasText: 'We are cancelling it for you.' })).toBeVisible();
    await staff.getByRole('region', { name: 'Decision' }).getByRole('button', { name: 'ACCEPT' }).click();
    await expect(staff.locator('.thread__head').getByText('Resolved')).toBeVisible();
    await expect(staff.locator('.thread__pin').getByText('Canceled')).toBeVisible();
    await staff.screenshot({ path: testInfo.outputPath('staff-ticket.png'), fullPage: true });
  } finally {
    await staffContext.close();
  }

  await gotoHydrated(page, '/account/notifications');
  await expect(page.locator('.notification', { hasText: 'Your request was accepted' })).toBeVisible();
  await gotoHydrated(page, `/account/tickets/${ticketId}`);
  await expect(page.locator('.thread__head').getByText('Resolved')).toBeVisible();
  await expect(page.locator('.thread__pin').getByText('Canceled')).toBeVisible();
  await expect(page.getByText('We are cancelling it for you.')).toBeVisible();
  await page.getByRole('button', { name: '5 stars' }).click();
  await expect(page.getByText('You rated this 5 stars.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('support-thread.png'), fullPage: true });
});

test('shoppers are kept off the staff tickets', async ({ page, freshShopper }) => {
  await freshShopper({ prefix: 'nostaff' });
  const res = await page.goto('/staff/tickets');
  expect(res?.status()).toBe(403);
});
