import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';

interface Card {
  name: string;
  slug: string;
  totalVariant: number;
}
interface CardPage {
  contents: Card[];
  totalElements: number;
}
interface Variant {
  id: string;
  name: string;
  salePrice: number;
  inventory: { available: number; lowStockValue: number };
}

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function cards(request: APIRequestContext, query: string): Promise<CardPage> {
  const res = await request.get(`/api/v1/products?${query}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as CardPage;
}

/** The names of the cards on the page, in order. */
const cardNames = (page: import('@playwright/test').Page) =>
  page.locator('.pgrid .pcard__name').allInnerTexts();

test('filters by product type and in stock, in the address', async ({ page, request }) => {
  const expected = await cards(request, 'type=GROUP_BUY&inStock=true&size=12');
  expect(expected.totalElements).toBeGreaterThan(0);
  await page.goto('/product');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByLabel('Product type').selectOption('GROUP_BUY');
  await filters.getByLabel('In stock only').check();
  await filters.getByRole('button', { name: 'APPLY' }).click();
  await expect(page).toHaveURL(/\/product\?type=GROUP_BUY&inStock=true$/);
  await expect(page.getByText(`${expected.totalElements} product`, { exact: false }).first()).toBeVisible();
  await expect.poll(() => cardNames(page)).toEqual(expected.contents.map((c) => c.name));
});

test('on a phone the filters open in a sheet', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/product');
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
  await page.getByRole('button', { name: 'FILTER' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByLabel('Product type').selectOption('RAFFLE');
  await sheet.getByRole('button', { name: 'APPLY' }).click();
  await expect(page).toHaveURL(/\/product\?type=RAFFLE$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'FILTER (1)' })).toBeVisible();
});

test('sorting by price changes the order', async ({ page, request }) => {
  const newest = await cards(request, 'size=12');
  const cheapest = await cards(request, 'size=12&sortBy=PRICE_LOW_TO_HIGH');
  expect(cheapest.contents.map((c) => c.name)).not.toEqual(newest.contents.map((c) => c.name));
  await page.goto('/product');
  await expect.poll(() => cardNames(page)).toEqual(newest.contents.map((c) => c.name));
  await page.getByLabel('Sort by').selectOption('PRICE_LOW_TO_HIGH');
  await expect(page).toHaveURL(/\/product\?sortBy=PRICE_LOW_TO_HIGH$/);
  await expect.poll(() => cardNames(page)).toEqual(cheapest.contents.map((c) => c.name));
});

test('paging keeps the filters in the address', async ({ page, request }) => {
  const all = await cards(request, 'type=IN_STOCK&size=12&page=2');
  expect(all.totalElements).toBeGreaterThan(12);
  await page.goto('/product?type=IN_STOCK');
  await page.getByRole('navigation', { name: /pag/i }).getByRole('link', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/product\?type=IN_STOCK&page=2$/);
  await expect(page.getByRole('complementary', { name: 'Filters' }).getByLabel('Product type')).toHaveValue(
    'IN_STOCK',
  );
  await expect.poll(() => cardNames(page)).toEqual(all.contents.map((c) => c.name));
});

test('a bad address is corrected, not refused', async ({ page }) => {
  const response = await page.goto('/product?page=abc&sortBy=foo');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/product$/);
  await expect(page.getByRole('heading', { level: 1, name: 'STORE' })).toBeVisible();
  await expect(page.getByLabel('Sort by')).toHaveValue('NEWEST');
});

test('picking a variant changes the price and stock shown', async ({ page, request }) => {
  // A product whose options differ in price or stock label, found through the API.
  const list = await cards(request, 'type=IN_STOCK&size=100');
  let found: { slug: string; pick: Variant } | null = null;
  for (const card of list.contents.filter((c) => c.totalVariant > 1)) {
    const detail = (await (await request.get(`/api/v1/products/${card.slug}`)).json()) as {
      product: { variants: Variant[] };
    };
    const [first, ...rest] = detail.product.variants;
    const pick = rest.find((v) => first && v.salePrice !== first.salePrice);
    if (first && first.inventory.available > 0 && pick) {
      found = { slug: card.slug, pick };
      break;
    }
  }
  expect(found, 'a product with options at different prices').not.toBeNull();
  const { slug, pick } = found as { slug: string; pick: Variant };
  await page.goto(`/product/${slug}`);
  const price = page.locator('.pdp__price');
  await expect(price).not.toContainText(usd(pick.salePrice));
  await page
    .getByRole('radio', { name: new RegExp(pick.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .check();
  await expect(price).toContainText(usd(pick.salePrice));
  await expect(price).toContainText(/IN STOCK|OUT OF STOCK/);
});

test('the wishlist asks a signed-out shopper to log in', async ({ page, request }) => {
  const [card] = (await cards(request, 'type=IN_STOCK&size=1')).contents;
  await page.goto(`/product/${card?.slug}`);
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  // The shell's login dialog, or the login screen when the dialog is not there.
  await expect(
    page.getByRole('dialog', { name: 'LOGIN' }).or(page.getByRole('heading', { level: 1, name: 'LOGIN' })),
  ).toBeVisible();
});

test('a product page carries its title, description, image and Product data in the server HTML', async ({
  request,
}) => {
  const [card] = (await cards(request, 'type=IN_STOCK&size=1')).contents;
  const html = await (await request.get(`/product/${card?.slug}`)).text();
  expect(html).toContain(`<title>${card?.name}`);
  expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+"/);
  const ld = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? '{}';
  const product = JSON.parse(ld) as {
    '@type': string;
    offers: { price?: string; lowPrice?: string; availability: string };
  };
  expect(product['@type']).toBe('Product');
  expect(product.offers.price ?? product.offers.lowPrice).toBeTruthy();
  expect(product.offers.availability).toMatch(/schema.org\/(InStock|OutOfStock|PreOrder|SoldOut)/);
});

for (const [name, path, ready] of [
  ['store page with filters', '/product?type=GROUP_BUY', '.pgrid'],
  ['search result', '/search/result?text=keycap&sortBy=NEWEST', '.pgrid'],
  ['product page', '/product/forest-sprite', '.pdp'],
] as const) {
  test(`the ${name} passes axe`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator(ready).first()).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}
