import { expect, test } from './fixtures.ts';
import { newShopper } from './support/accounts.ts';

/**
 * The wishlist page (issue "polish" item 6): the heart's toast leads to it; it lists the saved product with
 * its price, stock and event state, and REMOVE takes it off.
 */
test('a saved product is listed on the wishlist page, reached from the heart’s toast, and removed there', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(60_000);
  await newShopper(page, baseURL!, 'wishlist');
  const card = (await (await request.get('/api/v1/products?size=1&inStock=true')).json()).contents[0];
  await page.goto(`/product/${card.slug}`);
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  const toast = page.locator('.toast', { hasText: 'Added to your wishlist.' });
  await toast.getByRole('link', { name: 'VIEW WISHLIST' }).click();

  await expect(page).toHaveURL(/\/account\/wishlist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'MY WISHLIST' })).toBeVisible();
  const item = page.locator('.wishlist__item', { hasText: card.name });
  await expect(item.getByRole('link', { name: card.name })).toBeVisible();
  await expect(item.locator('.price__now')).toHaveText(/\$\d/);
  await expect(item.getByText(/IN STOCK|LOW STOCK/).first()).toBeVisible();
  await item.getByRole('button', { name: `Remove ${card.name} from your wishlist` }).click();
  await expect(page.getByText('Your wishlist is empty.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'BROWSE THE STORE' })).toBeVisible();
});
