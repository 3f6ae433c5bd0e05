import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { giveGold } from './support/accounts.ts';
import { LONDON, saveAddress } from './support/addresses.ts';

/**
 * Loyalty (issue 10) as a shopper meets it: the membership page for a visitor (ranks from the rank table),
 * a member with gold redeeming a coupon (confirm dialog, toast, REDEEMED) and copying its code, and a gift
 * redeemed and checked out (its zero-priced line at /checkout), and a redeemed coupon spent on an order (its
 * code applied at checkout, the total lower by its value, then shown as used). Each journey has a fresh
 * shopper of its own.
 */

const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

/** Redeems the $10 coupon (GOLD10, 500 gold) on /membership through its confirmation dialog. */
async function redeemTenOff(page: Page, balance: string) {
  await gotoHydrated(page, '/membership');
  await expect(page.getByTestId('gold-balance')).toContainText(balance);
  const card = page
    .getByRole('listitem')
    .filter({ hasText: '$10 off' })
    .filter({ hasText: 'orders over $40' });
  await card.getByRole('button', { name: 'REDEEM WITH 500 GOLD' }).click();
  const confirm = page.getByRole('dialog', { name: /REDEEM GOLD10/ });
  await expect(confirm).toContainText('Are you sure to redeem with 500 GOLD?');
  await confirm.getByRole('button', { name: 'CONFIRM' }).click();
  await expect(page.getByText('Redeem coupon success!')).toBeVisible();
  await expect(card.getByRole('button', { name: 'REDEEMED' })).toBeDisabled();
}

test('a visitor sees the ranks, their benefits and how to earn', async ({ page }) => {
  await gotoHydrated(page, '/membership');
  const ranks = page.getByRole('region', { name: 'RANKS AND BENEFITS' });
  await expect(ranks.getByRole('heading', { level: 3 })).toHaveText([
    'Apprentice',
    'Journeyman',
    'Craftsman',
    'Legend',
  ]);
  await expect(page.getByRole('region', { name: 'HOW TO EARN GOLD' })).toContainText(
    'for every dollar of a delivered order',
  );
  await expect(page.getByRole('link', { name: 'LOG IN TO REDEEM' })).toBeVisible();
});

test('a member redeems a coupon with gold, sees REDEEMED and copies its code', async ({
  page,
  freshShopper,
  baseURL,
  context,
}) => {
  const shopper = await freshShopper({ prefix: 'gold' });
  await giveGold(baseURL!, shopper.id, 700);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await redeemTenOff(page, '700 GOLD');
  await expect(page.getByTestId('gold-balance')).toContainText('200 GOLD');
  // Too little gold left for the others: greyed and inert.
  await expect(page.getByRole('button', { name: 'NOT ENOUGH GOLD' }).first()).toBeDisabled();

  await gotoHydrated(page, '/account/coupons');
  const mine = page.getByRole('listitem').filter({ hasText: '$10 off' });
  const code = (await mine.getByTestId('coupon-code').textContent()) ?? '';
  expect(code).toMatch(/^GOLD10-[A-Z2-9]{6}$/);
  await mine.getByRole('button', { name: 'COPY CODE' }).click();
  await expect(mine.getByRole('status')).toHaveText('Copied!');
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(code);
  await mine.getByRole('button', { name: /Details of/ }).click();
  const detail = page.getByRole('dialog', { name: 'COUPON DETAIL' });
  await expect(detail).toContainText('Minimum order');
  await expect(detail).toContainText('$40.00');
});

test('a gift redeemed and checked out is a zero-priced line at /checkout', async ({
  page,
  freshShopper,
  baseURL,
}) => {
  const shopper = await freshShopper({ prefix: 'gift' });
  await giveGold(baseURL!, shopper.id, 300);
  await gotoHydrated(page, '/membership');
  const gifts = page.getByRole('region', { name: 'GIFTS' });
  const card = gifts
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'REDEEM WITH 300 GOLD' }) })
    .first();
  const title = (await card.locator('.coupon__title').textContent()) ?? '';
  await card.getByRole('button', { name: 'REDEEM WITH 300 GOLD' }).click();
  await page.getByRole('dialog', { name: 'REDEEM A GIFT' }).getByRole('button', { name: 'CONFIRM' }).click();
  await expect(page.getByText('Redeem gift success!')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText(title).first()).toBeVisible();
});

test('a redeemed coupon applied at checkout takes its value off the total and shows as used after the order', async ({
  page,
  freshShopper,
  baseURL,
}) => {
  const shopper = await freshShopper({ prefix: 'spend' });
  await giveGold(baseURL!, shopper.id, 500);
  await saveAddress(page, LONDON);
  await redeemTenOff(page, '500 GOLD');

  await gotoHydrated(page, '/account/coupons');
  const mine = page.getByRole('listitem').filter({ hasText: '$10 off' });
  const code = (await mine.getByTestId('coupon-code').textContent()) ?? '';
  expect(code).toMatch(/^GOLD10-[A-Z2-9]{6}$/);

  // Forest Sprite ($85): above the coupon's $40 minimum.
  await gotoHydrated(page, '/product/forest-sprite');
  await page.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'SUCCESSFUL ADD TO CART!' })).toBeVisible();
  await gotoHydrated(page, '/checkout');
  await page.getByRole('link', { name: 'CONTINUE TO SHIPPING' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping-information$/);
  const total = page.getByTestId('checkout-total');
  await expect(total).toHaveText(/^\$\d/);
  const before = cents(await total.textContent());
  await page.getByLabel('Coupon code').fill(code);
  await page.getByRole('button', { name: 'APPLY' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: code })).toContainText('-$10.00');
  await expect.poll(async () => cents(await total.textContent())).toBe(before - 1000);

  await page.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expect
    .poll(async () => cents(await page.getByTestId('checkout-total').textContent()))
    .toBe(before - 1000);
  await page.getByRole('button', { name: /^PAY \$/ }).click();
  await expect(page.getByRole('heading', { name: 'THANK YOU FOR YOUR ORDER!' })).toBeVisible();

  await gotoHydrated(page, '/account/coupons');
  const used = page.getByRole('listitem').filter({ hasText: code });
  await expect(used).toContainText('Used');
  await expect(used.getByRole('button', { name: 'COPY CODE' })).toHaveCount(0);
});
