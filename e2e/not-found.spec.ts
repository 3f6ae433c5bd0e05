import { expect, test } from './fixtures.ts';
import { signIn } from './support/session.ts';

/**
 * Pages that lead somewhere (issue "polish" item 6): a detail page with an unknown id or slug is the
 * not-found page with HTTP 404 (spec 001 §8, 002 §2), wherever it is.
 */
const NOT_FOUND = 'This page is not found :( Please travel back to homepage.';

test('detail pages with unknown ids answer the not-found page with 404', async ({ page }) => {
  for (const path of [
    '/product/no-such-keycap',
    '/news/no-such-article',
    '/no-such-article', // a single segment goes to /news/{slug}
    '/news/category/no-such-category',
    '/collab/no-such-artist',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText(NOT_FOUND), path).toBeVisible();
  }
});

test('an order the shopper does not have is the not-found page, signed in', async ({ page }) => {
  await signIn(page, 'kai@example.com', 'Shopper123');
  const response = await page.goto('/account/orders/00000000-0000-4000-8000-000000000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
  expect((await page.goto('/account/orders/not%20an%20id'))?.status()).toBe(404);
});
