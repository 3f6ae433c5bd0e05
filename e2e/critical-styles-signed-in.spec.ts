import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { registerShopper, staffApi } from './support/accounts.ts';
import { uncovered } from './support/critical-styles.ts';
import { cancelRequest, deliveredOrder, placedOrder, readyToPay } from './support/orders.ts';

/**
 * The signed-in pages inline only their own CSS too (apps/web/app/route-styles.ts): the checkout's steps
 * with a cart to buy, an order's pages, the account's pages and the staff's, each checked as
 * e2e/critical-styles.spec.ts checks the storefront's.
 */

async function styled(page: Page, url: string) {
  await gotoHydrated(page, url);
  expect(await uncovered(page), `${url} is styled before the first tap`).toEqual([]);
}

/** An order placed by the shopper on the page, left unpaid (a declined card), and a request to cancel it. */
async function orderWithTicket(page: Page) {
  const order = await placedOrder(page, 'forest-sprite', '4000000000000002');
  return { order, ticketId: await cancelRequest(page, order.id, 'Please cancel it') };
}

test('the checkout steps with a cart inline every rule that styles them', async ({ page, freshShopper }) => {
  await freshShopper({ prefix: 'styles' });
  await readyToPay(page, 'forest-sprite');
  for (const url of ['/checkout', '/checkout/shipping-information', '/checkout/payment'])
    await styled(page, url);
});

test('an order and its status inline every rule that styles them', async ({ page, freshShopper }) => {
  await freshShopper({ prefix: 'styles' });
  const { order } = await orderWithTicket(page);
  for (const url of [`/checkout/status/${order.groupId}`, '/account/orders', `/account/orders/${order.id}`])
    await styled(page, url);
});

test('a delivered order with its review boxes inlines every rule that styles it', async ({
  page,
  baseURL,
  freshShopper,
}) => {
  await freshShopper({ prefix: 'styles' });
  const order = await deliveredOrder(page, baseURL!, 'forest-sprite');
  await styled(page, `/account/orders/${order.id}`);
  await expect(page.getByRole('button', { name: 'PUBLISH' })).toBeVisible();
});

/** More than a page of mails in the outbox (20 to a page, apps/web/app/features/mail/api/outbox.ts), so its pages show: shoppers who register. */
async function fullOutbox(page: Page, baseURL: string) {
  const staff = await staffApi(baseURL);
  const { totalElements } = await (await staff.get('/api/v1/staff/outbox?size=1')).json();
  for (let n = totalElements; n <= 20; n++)
    await registerShopper(page.request, baseURL, 'outbox', { activate: false });
}

test('the support requests inline every rule that styles them', async ({ page, freshShopper }) => {
  await freshShopper({ prefix: 'styles' });
  const { ticketId } = await orderWithTicket(page);
  for (const url of ['/account/tickets', '/account/tickets/new', `/account/tickets/${ticketId}`])
    await styled(page, url);
});

test.describe('signed in as a demo shopper', () => {
  test.use({ account: 'ada' });
  for (const url of [
    '/account/profile',
    '/account/addresses',
    '/account/wishlist',
    '/account/coupons',
    '/account/gold-history',
    '/account/notifications',
    '/membership',
  ])
    test(`${url} inlines every rule that styles it`, async ({ page }) => styled(page, url));
});

test('the staff pages inline every rule that styles them', async ({
  page,
  browser,
  baseURL,
  freshShopper,
  demoSessions,
}) => {
  await freshShopper({ prefix: 'styles' });
  const { ticketId } = await orderWithTicket(page);
  await fullOutbox(page, baseURL!);
  const staffContext = await browser.newContext({
    baseURL,
    storageState: { cookies: await demoSessions.cookies('staff'), origins: [] },
  });
  const staff = await staffContext.newPage();
  try {
    for (const url of ['/staff/outbox', '/staff/analytics', '/staff/tickets', `/staff/tickets/${ticketId}`])
      await styled(staff, url);
    await staff.goto('/staff/outbox');
    await expect(staff.getByRole('navigation', { name: /pag/i })).toBeVisible();
  } finally {
    await staffContext.close();
  }
});
