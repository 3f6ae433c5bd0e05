import { expect, gotoHydrated, test } from './fixtures.ts';

/**
 * The product page on a phone (issue "polish" item 10): price, stock and the buy button are on screen
 * without scrolling past the gallery, in a bar at the bottom that steps aside while the buy box's own
 * button is in view. Wider screens show the buy box only.
 */
test.use({ viewport: { width: 390, height: 844 } });

const bar = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Price and buy' });

test('on a phone, price, stock and ADD TO CART are on screen at once, and the bar adds to the cart', async ({
  page,
}) => {
  await gotoHydrated(page, '/product/forest-sprite');
  const buyBar = bar(page);
  await expect(buyBar).toBeInViewport({ ratio: 1 });
  await expect(buyBar.locator('.price__now')).toHaveText(/^\$\d/);
  await expect(buyBar.locator('.vstock')).toHaveText(/IN STOCK/);
  await buyBar.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'SUCCESSFUL ADD TO CART!' })).toContainText('Forest Sprite');
});

test("on a phone, the bar steps aside while the buy box's own button is in view", async ({ page }) => {
  await gotoHydrated(page, '/product/forest-sprite');
  await expect(bar(page)).toBeVisible();
  const boxButton = page.locator('.pdp__actions').getByRole('button', { name: 'ADD TO CART', exact: true });
  await boxButton.scrollIntoViewIfNeeded();
  await expect(boxButton).toBeInViewport();
  await expect(bar(page)).toBeHidden();
  // Only one ADD TO CART is there for the shopper (and for screen readers) at a time.
  await expect(page.getByRole('button', { name: 'ADD TO CART', exact: true })).toHaveCount(1);
});

test('on a wide screen there is no bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/product/forest-sprite');
  await expect(page.getByRole('button', { name: 'ADD TO CART', exact: true })).toHaveCount(1);
  await expect(bar(page)).toBeHidden();
});
