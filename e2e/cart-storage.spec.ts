import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';

/**
 * The cart kept in the browser (issue "Cart and bundles", bad input and concurrency): a local cart that is
 * not JSON, or that holds hundreds of lines, is read line by line and told; two tabs of one member end
 * with the same cart as the server.
 */
interface Detail {
  product: { variants: { id: string; inventory: { available: number } }[] };
}

const banner = (page: Page) => page.getByRole('banner');
const cartPanel = (page: Page) => page.getByRole('dialog', { name: /YOUR CART/ });
const localCart = (page: Page) => page.evaluate<string | null>('localStorage.getItem("LOCAL_CART")');
/** Puts `value` in the local cart before the first page runs (once: a reload keeps what the shop wrote). */
const plantLocalCart = (page: Page, value: string) =>
  page.addInitScript(
    `if (!sessionStorage.getItem('planted')) { localStorage.setItem('LOCAL_CART', ${JSON.stringify(value)}); sessionStorage.setItem('planted', '1'); }`,
  );

async function variantOf(page: Page, slug: string) {
  const { product } = (await (await page.request.get(`/api/v1/products/${slug}`)).json()) as Detail;
  return product.variants.find((v) => v.inventory.available > 3)!.id;
}

test('a local cart that is not JSON is cleared and told, and the cart works on', async ({ page }) => {
  await plantLocalCart(page, '{"oops": [not json');
  await gotoHydrated(page, '/product/forest-sprite');
  await expect(page.getByRole('alert').filter({ hasText: 'could not be kept' }).first()).toContainText(
    'An item of your saved cart could not be kept (it could not be read).',
  );
  await expect(banner(page).getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  expect(await localCart(page)).toBeNull();
  await page.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'SUCCESSFUL ADD TO CART!' })).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Cart, 1 items' })).toBeVisible();
});

test('a local cart of hundreds of lines keeps its real lines and tells what it dropped', async ({ page }) => {
  const variantId = await variantOf(page, 'forest-sprite');
  // 300 lines: the same variant again and again (they add up), made-up variants, and junk.
  const lines = [
    { variantId, quantity: 1 },
    { variantId, quantity: 1 },
    ...Array.from({ length: 200 }, (_, i) => ({
      variantId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      quantity: 1,
    })),
    ...Array.from({ length: 98 }, (_, i) => (i % 2 ? { quantity: -3 } : 'junk')),
  ];
  await plantLocalCart(page, JSON.stringify(lines));
  await gotoHydrated(page, '/');
  await banner(page).getByRole('link', { name: /^Cart/ }).click();
  const panel = cartPanel(page);
  // The real line, with its two copies added up; the made-up variants are gone, and the shopper is told.
  await expect(panel.getByLabel('Quantity of Forest Sprite', { exact: true })).toHaveValue('2');
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('alert').filter({ hasText: 'currently unavailable' }).first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'it could not be read' }).first()).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  const kept = JSON.parse((await localCart(page)) ?? '[]') as { variantId?: string }[];
  expect(kept).toEqual([expect.objectContaining({ variantId, quantity: 2 })]);
});

test('two tabs of one member end with the cart the server holds', async ({ page, freshShopper }) => {
  await freshShopper();
  const other = await page.context().newPage();
  await gotoHydrated(page, '/product/forest-sprite');
  await gotoHydrated(other, '/product/forest-sprite-enamel-pin');

  // Tab one adds; tab two's badge follows without a reload.
  await page.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'SUCCESSFUL ADD TO CART!' })
    .getByRole('button', { name: 'Continue Shopping' })
    .click();
  await expect(banner(other).getByRole('link', { name: 'Cart, 1 items' })).toBeVisible();

  // Tab two adds its own and raises tab one's line in its panel; tab one follows.
  await other.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  await other
    .getByRole('dialog', { name: 'SUCCESSFUL ADD TO CART!' })
    .getByRole('button', { name: 'VIEW MY CART' })
    .click();
  const panel = cartPanel(other);
  await panel.getByRole('button', { name: 'One more Forest Sprite', exact: true }).click();
  await expect(banner(other).getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();

  // Both show what the server holds.
  await banner(page).getByRole('link', { name: 'Cart, 3 items' }).click();
  await expect(cartPanel(page).getByLabel('Quantity of Forest Sprite', { exact: true })).toHaveValue('2');
  const server = (await (await page.request.get('/api/v1/me/cart')).json()) as {
    totalItem: number;
    cartItems: { name: string; quantity: number }[];
  };
  expect(server.totalItem).toBe(3);
  expect(server.cartItems.map((l) => [l.name, l.quantity]).sort()).toEqual(
    [
      ['Forest Sprite', 2],
      ['Forest Sprite Enamel Pin', 1],
    ].sort(),
  );
});
