import type { APIRequestContext } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { uncovered } from './support/critical-styles.ts';

/**
 * Each page inlines only its own CSS (apps/web/app/lib/critical-styles.ts, route-styles.ts); the whole
 * stylesheet is applied at the first tap (lib/all-styles.ts). So a page is styled before any tap, another
 * route after a client navigation, and the cart panel when it opens.
 */

async function pages(request: APIRequestContext) {
  const products = (await (await request.get('/api/v1/products?size=1')).json()) as {
    contents: { slug: string }[];
  };
  const news = (await (await request.get('/api/v1/news')).json()) as {
    highlightArticles: { slug: string }[];
  };
  return {
    product: `/product/${products.contents[0]!.slug}`,
    article: `/news/${news.highlightArticles[0]!.slug}`,
  };
}

const more = [
  '/search',
  '/search/result?text=keycap&sortBy=NEWEST',
  '/search/product?text=keycap',
  '/collab',
  '/collab/kiln-and-key',
  '/about-us',
  '/about-us/story',
  '/about-us/the-making-of',
  '/help-center',
  '/help-center/faq',
  '/help-center/policy/return-shipping-policy',
  '/manual',
  '/heritage',
  '/membership',
  '/contact-us',
  '/track-order',
  '/auth/login',
  '/auth/register',
  '/auth/forgot',
  '/activate',
  '/unauthorized',
  '/forbidden',
  '/no/such/page',
];
for (const page of ['/', '/product', 'a product page', '/news', 'an article', ...more] as const) {
  test(`${page} inlines every rule that styles it`, async ({ page: tab, request }) => {
    const { product, article } = await pages(request);
    const url = page === 'a product page' ? product : page === 'an article' ? article : page;
    await gotoHydrated(tab, url);
    expect(await uncovered(tab)).toEqual([]);
  });
}

// The signed-in pages (checkout, account, staff): e2e/critical-styles-signed-in.spec.ts.

test('a client navigation from the home page to a product page and the cart panel are styled', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  // The home page's inline CSS has no product page rules: the product page's come with the whole sheet.
  expect(await page.locator('#app-styles').textContent()).not.toContain('.pdp__top');
  await page.locator('a[href^="/product/"]').first().click();
  await expect(page).toHaveURL(/\/product\/[^/]+$/);
  await expect(page.locator('.pdp__top')).toHaveCSS('display', 'grid');
  await page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true }).click();
  const panel = page.getByRole('dialog', { name: /YOUR CART/ });
  await expect(panel.locator('.cart-panel__head')).toHaveCSS('display', 'flex');
});
