import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { LONDON, saveAddress } from './support/addresses.ts';

/**
 * Buying (issue 9, spec 001 §2.7, §4.8): a shopper with a saved address puts a product in the cart, goes
 * through the three checkout steps, pays with the built-in TEST method, reads the checkout status, finds
 * the order in /account/orders, opens it and asks for the cancellation preview. Each journey has a shopper
 * of its own. SHOTS=1 keeps a screenshot of each page (desktop and phone) in test-results/.
 */
const shots = !!process.env.SHOTS;
async function shot(page: Page, name: string) {
  if (!shots) return;
  await page.screenshot({ path: `test-results/shots/${name}-desktop.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `test-results/shots/${name}-phone.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

async function addToCart(page: Page, slug: string) {
  await gotoHydrated(page, `/product/${slug}`);
  await page.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'SUCCESSFUL ADD TO CART!' })).toBeVisible();
}

test('sign in, cart, shipping, test payment, status, the order in my orders, its detail and cancel preview', async ({
  page,
  freshShopper,
}) => {
  await freshShopper({ prefix: 'buyer' });
  await saveAddress(page, LONDON);
  await addToCart(page, 'forest-sprite');

  await gotoHydrated(page, '/checkout');
  await expect(page.getByRole('navigation', { name: 'Checkout steps' })).toBeVisible();
  await shot(page, 'checkout-cart');
  await page.getByRole('link', { name: 'CONTINUE TO SHIPPING' }).click();

  await expect(page).toHaveURL(/\/checkout\/shipping-information$/);
  const express = page.getByRole('radio', { name: /Express/ });
  await expect(express).toBeVisible();
  await expect(page.getByRole('radio', { name: /Standard/ })).toBeChecked();
  await express.click();
  await expect(express).toBeChecked();
  await page.getByLabel('Note to the store').fill('Please pack it well');
  await shot(page, 'checkout-shipping');
  await page.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();

  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expect(page.getByRole('radio', { name: /Test payment/ })).toBeChecked();
  const pay = page.getByRole('button', { name: /^PAY \$/ });
  await shot(page, 'checkout-payment');
  await pay.click();

  await expect(page).toHaveURL(/\/checkout\/status\//);
  await expect(page.getByRole('heading', { name: 'THANK YOU FOR YOUR ORDER!' })).toBeVisible();
  // The order emptied the cart.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  await shot(page, 'checkout-status');

  await page.getByRole('link', { name: 'MY ORDERS' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  const card = page.getByRole('article').first();
  await expect(card.getByText('Processing')).toBeVisible();
  await expect(card.getByText(/Grace Hopper/)).toBeVisible();
  await shot(page, 'account-orders');

  await page.getByRole('link', { name: 'Payment Pending' }).click();
  await expect(page.getByText('No orders with this status.')).toBeVisible();
  await page.getByRole('link', { name: 'ALL' }).click();
  await page.getByRole('article').first().getByRole('link', { name: 'View detail' }).click();

  await expect(page).toHaveURL(/\/account\/orders\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'ACTIVITY' })).toBeVisible();
  await expect(page.getByText('Please pack it well')).toBeVisible();
  await expect(page.getByText('Express').first()).toBeVisible();
  await page.getByRole('button', { name: 'CANCEL ORDER' }).click();
  const preview = page.getByTestId('cancel-preview');
  await expect(preview.getByText('Refund')).toBeVisible();
  await expect(preview.getByRole('button', { name: 'CONFIRM CANCEL' })).toBeVisible();
  await shot(page, 'order-detail');
  await page.getByRole('button', { name: /BACK TO MY ORDERS/ }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
});

test('a guest tracks an order by its number and e-mail from the footer', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'TRACKING ORDER' }).click();
  await expect(page).toHaveURL(/\/track-order$/);
  await page.getByLabel('Order number').fill('999999');
  await page.getByLabel('Email', { exact: true }).fill('nobody@example.com');
  await page.getByRole('button', { name: 'TRACK' }).click();
  await expect(page.getByRole('alert')).toHaveText('We could not find an order with this number and e-mail.');
  await shot(page, 'track-order');
});
