import { expect, test } from './fixtures.ts';

interface CardPage {
  contents: { name: string }[];
  totalElements: number;
}

test('the header panel shows up to 3 results and View more leads to /search/product', async ({
  page,
  request,
}) => {
  const answer = (await (
    await request.get('/api/v1/search?text=keycap&page=1&size=3&archive=INCLUDE_ARCHIVED')
  ).json()) as CardPage;
  expect(answer.totalElements).toBeGreaterThan(3);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open search' }).click();
  const panel = page.getByRole('dialog');
  await panel.getByPlaceholder('Type to search').fill('keycap');
  const list = panel.getByRole('region', { name: 'Product list' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  for (const card of answer.contents) await expect(list.getByRole('link', { name: card.name })).toBeVisible();
  await expect(list.getByText(/\d+ options?/).first()).toBeVisible();
  // The arrow keys go from the box to the results.
  await panel.getByPlaceholder('Type to search').press('ArrowDown');
  await expect(list.getByRole('link', { name: answer.contents[0]?.name })).toBeFocused();
  await list.getByRole('link', { name: 'View more' }).click();
  await expect(page).toHaveURL(/\/search\/product\?text=keycap$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'PRODUCTS' })).toBeVisible();
  // It goes on from the panel: the same products first, in the same order, 12 to a page.
  const names = page.locator('.pgrid .pcard__name');
  await expect(names).toHaveCount(12);
  expect((await names.allInnerTexts()).slice(0, 3)).toEqual(answer.contents.map((c) => c.name));
  await expect(page.getByText(`${answer.totalElements} products`)).toBeVisible();
});

test('the panel and View more find archived products; the submit lists what is sold now', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open search' }).click();
  await page.getByPlaceholder('Type to search').fill('rune turtle');
  const list = page.getByRole('dialog').getByRole('region', { name: 'Product list' });
  await expect(list.getByRole('link', { name: 'Rune Turtle' })).toBeVisible();
  await page.goto('/search/product?text=rune+turtle');
  await expect(page.locator('.pgrid .pcard__name').first()).toHaveText('Rune Turtle');
  await page.goto('/search/result?text=rune+turtle&sortBy=NEWEST');
  await expect(page.locator('.pgrid .pcard__name', { hasText: 'Rune Turtle' })).toHaveCount(0);
});

test('/search/product pages and sorts the products found, keeping the text', async ({ page, request }) => {
  const cheapest = (await (
    await request.get(
      '/api/v1/search?text=keycap&page=2&size=12&sortBy=PRICE_LOW_TO_HIGH&archive=INCLUDE_ARCHIVED',
    )
  ).json()) as CardPage;
  await page.goto('/search/product?text=keycap');
  await page.getByLabel('Sort by').selectOption('PRICE_LOW_TO_HIGH');
  await expect(page).toHaveURL(/\/search\/product\?text=keycap&sortBy=PRICE_LOW_TO_HIGH$/);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/search\/product\?text=keycap&sortBy=PRICE_LOW_TO_HIGH&page=2$/);
  await expect
    .poll(() => page.locator('.pgrid .pcard__name').allInnerTexts())
    .toEqual(cheapest.contents.map((c) => c.name));
});

test('a bad sort or page on /search/product is corrected', async ({ page }) => {
  await page.goto('/search/product?text=keycap&sortBy=foo&page=abc');
  await expect(page).toHaveURL(/\/search\/product\?text=keycap$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('RELEVANCE');
});

test('Esc closes the search panel', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open search' }).click();
  await expect(page.getByPlaceholder('Type to search')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a typo still finds keycaps on the result page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open search' }).click();
  await page.getByPlaceholder('Type to search').fill('kecap');
  await page.getByPlaceholder('Type to search').press('Enter');
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
  await page.goto('/search/result?text=zzqxw&sortBy=NEWEST');
  await expect(page.getByText('No products found for “zzqxw”.')).toBeVisible();
});

test('a bad sort on the result page is corrected', async ({ page }) => {
  await page.goto('/search/result?text=keycap&sortBy=foo&page=abc');
  await expect(page).toHaveURL(/\/search\/result\?text=keycap&sortBy=NEWEST$/);
});
