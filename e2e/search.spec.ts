import type { APIRequestContext, Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';

interface CardPage {
  contents: { name: string }[];
  totalElements: number;
}

/** The first 3 results of `keycap`, as the panel asks for them. */
async function firstThree(request: APIRequestContext) {
  const answer = (await (
    await request.get('/api/v1/search?text=keycap&page=1&size=3&archive=INCLUDE_ARCHIVED')
  ).json()) as CardPage;
  expect(answer.totalElements).toBeGreaterThan(3);
  return answer;
}

async function searchInPanel(page: Page, text: string) {
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Open search' }).click();
  const panel = page.getByRole('dialog');
  await panel.getByPlaceholder('Type to search').fill(text);
  return panel;
}

/** `keycap` typed into the panel, once its 3 results show; with what the API answers for them. */
async function keycapInPanel(page: Page, request: APIRequestContext) {
  const answer = await firstThree(request);
  const panel = await searchInPanel(page, 'keycap');
  const list = panel.getByRole('region', { name: 'Product list' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  return { answer, panel, list };
}

test('the header panel shows up to 3 results, and the arrow keys go from the box to them', async ({
  page,
  request,
}) => {
  const { answer, panel, list } = await keycapInPanel(page, request);
  for (const card of answer.contents) await expect(list.getByRole('link', { name: card.name })).toBeVisible();
  await expect(list.getByText(/\d+ options?/).first()).toBeVisible();
  await panel.getByPlaceholder('Type to search').press('ArrowDown');
  await expect(list.getByRole('link', { name: answer.contents[0]?.name })).toBeFocused();
});

test("the panel's View more goes on at /search/product: the same products first, 12 to a page", async ({
  page,
  request,
}) => {
  const { answer, list } = await keycapInPanel(page, request);
  await list.getByRole('link', { name: 'View more' }).click();
  await expect(page).toHaveURL(/\/search\/product\?text=keycap$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'PRODUCTS' })).toBeVisible();
  const names = page.locator('.pgrid .pcard__name');
  await expect(names).toHaveCount(12);
  expect((await names.allInnerTexts()).slice(0, 3)).toEqual(answer.contents.map((c) => c.name));
  await expect(page.getByText(`${answer.totalElements} products`)).toBeVisible();
});

test('the panel and View more find archived products; the submit lists what is sold now', async ({
  page,
}) => {
  const panel = await searchInPanel(page, 'rune turtle');
  const list = panel.getByRole('region', { name: 'Product list' });
  await expect(list.getByRole('link', { name: 'Rune Turtle' })).toBeVisible();
  await gotoHydrated(page, '/search/product?text=rune+turtle');
  await expect(page.locator('.pgrid .pcard__name').first()).toHaveText('Rune Turtle');
  await gotoHydrated(page, '/search/result?text=rune+turtle&sortBy=NEWEST');
  await expect(page.locator('.pgrid .pcard__name', { hasText: 'Rune Turtle' })).toHaveCount(0);
});

test('/search/product pages and sorts the products found, keeping the text', async ({ page, request }) => {
  const cheapest = (await (
    await request.get(
      '/api/v1/search?text=keycap&page=2&size=12&sortBy=PRICE_LOW_TO_HIGH&archive=INCLUDE_ARCHIVED',
    )
  ).json()) as CardPage;
  await gotoHydrated(page, '/search/product?text=keycap');
  await page.getByLabel('Sort by').selectOption('PRICE_LOW_TO_HIGH');
  await expect(page).toHaveURL(/\/search\/product\?text=keycap&sortBy=PRICE_LOW_TO_HIGH$/);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/search\/product\?text=keycap&sortBy=PRICE_LOW_TO_HIGH&page=2$/);
  await expect
    .poll(() => page.locator('.pgrid .pcard__name').allInnerTexts())
    .toEqual(cheapest.contents.map((c) => c.name));
});

test('a bad sort or page on /search/product is corrected', async ({ page }) => {
  await gotoHydrated(page, '/search/product?text=keycap&sortBy=foo&page=abc');
  await expect(page).toHaveURL(/\/search\/product\?text=keycap$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('RELEVANCE');
});

test('Esc closes the search panel', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Open search' }).click();
  await expect(page.getByPlaceholder('Type to search')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a typo still finds keycaps on the result page', async ({ page }) => {
  const panel = await searchInPanel(page, 'kecap');
  await panel.getByPlaceholder('Type to search').press('Enter');
  await expect(page).toHaveURL(/\/search\/result\?text=kecap&sortBy=NEWEST$/);
  await expect(page.getByText('Results for “kecap”')).toBeVisible();
  // Sorted NEWEST, so the keycap sets need not come first: they must be among the cards found.
  await expect(
    page
      .locator('.pgrid .pcard__name')
      .filter({ hasText: /keycap/i })
      .first(),
  ).toBeVisible();
});

test('a search that finds nothing says so', async ({ page }) => {
  await gotoHydrated(page, '/search/result?text=zzqxw&sortBy=NEWEST');
  await expect(page.getByText('No products found for “zzqxw”.')).toBeVisible();
});

test('a bad sort on the result page is corrected', async ({ page }) => {
  await gotoHydrated(page, '/search/result?text=keycap&sortBy=foo&page=abc');
  await expect(page).toHaveURL(/\/search\/result\?text=keycap&sortBy=NEWEST$/);
});
