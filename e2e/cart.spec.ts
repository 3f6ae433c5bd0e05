import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';

/**
 * The cart in Chromium (issue "Cart and bundles"): a guest adds from the product page, the panel's
 * quantity rules, signing in merges the guest cart into the member's and goes on to /checkout; limited
 * (password) and distributor products. Guests' carts live in each test's own browser storage; member carts
 * belong to fresh shoppers, so journeys never share a cart.
 */
interface Detail {
  product: { id: string; variants: { id: string; name: string; inventory: { available: number } }[] };
}

const banner = (page: Page) => page.getByRole('banner');
const cartPanel = (page: Page) => page.getByRole('dialog', { name: /YOUR CART/ });

async function addFromProductPage(page: Page, slug: string, button = 'ADD TO CART') {
  await gotoHydrated(page, `/product/${slug}`);
  await page.getByRole('button', { name: button, exact: true }).click();
}

test('a guest adds from the product page, keeps to the quantity rules, signs in and checks out the merged cart', async ({
  page,
  freshShopper,
  request,
}) => {
  const { product } = (await (await request.get('/api/v1/products/forest-sprite')).json()) as Detail;
  const first = product.variants.find((v) => v.inventory.available > 1)!;
  const shopper = await freshShopper({ signIn: false });

  await addFromProductPage(page, 'forest-sprite');
  const added = page.getByRole('dialog', { name: 'SUCCESSFUL ADD TO CART!' });
  await expect(added).toContainText('Forest Sprite');
  await expect(banner(page).getByRole('link', { name: 'Cart, 1 items' })).toBeVisible();
  await added.getByRole('button', { name: 'VIEW MY CART' }).click();

  const panel = cartPanel(page);
  await expect(panel.getByText('TOTAL')).toBeVisible();
  const quantity = panel.getByLabel('Quantity of Forest Sprite');
  await expect(quantity).toHaveValue('1');
  // More than the stock: the spec's message, and nothing is sent.
  await quantity.fill('99');
  await expect(panel.getByRole('alert')).toHaveText(`Only ${first.inventory.available} item(s) in stock`);
  // Two: sent once the typing settles, and priced by the server.
  const update = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/cart/guest/items') && r.request().method() === 'PUT',
  );
  await quantity.fill('2');
  expect((await update).status()).toBe(200);
  await expect(banner(page).getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  // Minus at 1 asks first; CANCEL keeps the line.
  await panel.getByRole('button', { name: 'One less Forest Sprite' }).click();
  await expect(quantity).toHaveValue('1');
  await panel.getByRole('button', { name: 'One less Forest Sprite' }).click();
  const ask = page.getByRole('dialog', { name: 'Do you want to remove?' });
  await expect(ask).toContainText('Forest Sprite');
  await ask.getByRole('button', { name: 'CANCEL' }).click();
  await expect(quantity).toHaveValue('1');

  // PROCEED TO CHECKOUT signs in first, then lands on /checkout with the guest's line merged.
  await panel.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
  const login = page.getByRole('dialog', { name: 'LOGIN' });
  await login.getByLabel('EMAIL', { exact: true }).fill(shopper.email);
  await login.getByLabel('PASSWORD', { exact: true }).fill(shopper.password);
  await login.getByRole('button', { name: 'LOGIN', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const main = page.getByRole('main');
  await expect(main.getByText('CART ITEMS')).toBeVisible();
  await expect(main.getByLabel('Quantity of Forest Sprite')).toHaveValue('1');
  await expect(main.getByRole('link', { name: 'CONTINUE TO SHIPPING' })).toBeVisible();
  // The member's cart is on the server now, and the browser's copy is gone.
  await expect.poll(async () => (await (await page.request.get('/api/v1/me/cart')).json()).totalItem).toBe(1);
  expect(await page.evaluate('localStorage.getItem("LOCAL_CART")')).toBeNull();
});

test('an empty cart says so and leads to the store', async ({ page }) => {
  await gotoHydrated(page, '/');
  await banner(page).getByRole('link', { name: 'Cart', exact: true }).click();
  const panel = cartPanel(page);
  await expect(panel.getByText('YOUR CART IS EMPTY')).toBeVisible();
  await panel.getByRole('link', { name: 'Shop now' }).click();
  await expect(page).toHaveURL(/\/product$/);
});

test('a limited product asks for the artist secret and allows one per customer', async ({ page }) => {
  await gotoHydrated(page, '/product/forest-sprite-artist-proof');
  await expect(page.getByText('Limit 1 per customer')).toBeVisible();
  await page.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  const prompt = page.getByRole('dialog', { name: 'PASSWORD' });
  await expect(prompt).toContainText('Enter the secret code that Artist has shared with you!');
  await prompt.getByPlaceholder('Enter your password').fill('not-the-code');
  await prompt.getByRole('button', { name: 'OK' }).click();
  await expect(prompt.getByRole('alert')).toHaveText('Please enter a valid password');
  await prompt.getByPlaceholder('Enter your password').fill('artist-secret');
  await prompt.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog', { name: 'SUCCESSFUL ADD TO CART!' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue Shopping' }).click();
  // A second one passes the limit: the cart's error dialog, with CONTINUE SHOPPING.
  await page.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  const refused = page.getByRole('dialog', { name: /Limit 1 per customer/ });
  await expect(refused).toBeVisible();
  await refused.getByRole('button', { name: 'CONTINUE SHOPPING' }).click();
  await expect(banner(page).getByRole('link', { name: 'Cart, 1 items' })).toBeVisible();
});

test('a distributor product opens the distributor chooser and never reaches the cart', async ({ page }) => {
  await gotoHydrated(page, '/product/kiln-key-ceramic-keycap-set');
  await page.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  const chooser = page.getByRole('dialog', { name: 'Which distributor do you want to purchase from?' });
  await expect(chooser.getByRole('link').first()).toHaveAttribute('target', '_blank');
  await chooser.getByRole('button', { name: 'Close' }).click();
  await expect(banner(page).getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  expect(await page.evaluate('localStorage.getItem("LOCAL_CART")')).toBeNull();
});
