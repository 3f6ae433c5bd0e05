import type { APIRequestContext } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { apiHeaders } from './support/session.ts';

/**
 * The wishlist page (issue "polish" item 6): the heart's toast leads to it; it lists the saved product with
 * its price, stock and event state, and REMOVE takes it off. Each journey has a shopper of its own.
 */
type Card = { id: string; name: string; slug: string };
const inStockCard = async (request: APIRequestContext): Promise<Card> =>
  (await (await request.get('/api/v1/products?size=1&inStock=true')).json()).contents[0];

test('the heart saves a product and its toast leads to the wishlist page, which lists it', async ({
  page,
  request,
  freshShopper,
}) => {
  await freshShopper({ prefix: 'wishlist' });
  const card = await inStockCard(request);
  await gotoHydrated(page, `/product/${card.slug}`);
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  const toast = page.locator('.toast', { hasText: 'Added to your wishlist.' });
  await toast.getByRole('link', { name: 'VIEW WISHLIST' }).click();

  await expect(page).toHaveURL(/\/account\/wishlist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'MY WISHLIST' })).toBeVisible();
  const item = page.locator('.wishlist__item', { hasText: card.name });
  await expect(item.getByRole('link', { name: card.name })).toBeVisible();
  await expect(item.locator('.price__now')).toHaveText(/\$\d/);
  await expect(item.getByText(/IN STOCK|LOW STOCK/).first()).toBeVisible();
});

test('REMOVE on the wishlist page takes the product off, down to the empty wishlist', async ({
  page,
  request,
  freshShopper,
}) => {
  await freshShopper({ prefix: 'wishlist' });
  const card = await inStockCard(request);
  const saved = await page.request.put(`/api/v1/me/wishlist/${card.id}`, {
    data: { flag: true },
    headers: await apiHeaders(page),
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await gotoHydrated(page, '/account/wishlist');
  const item = page.locator('.wishlist__item', { hasText: card.name });
  await item.getByRole('button', { name: `Remove ${card.name} from your wishlist` }).click();
  await expect(page.getByText('Your wishlist is empty.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'BROWSE THE STORE' })).toBeVisible();
});
