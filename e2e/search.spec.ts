import { expect, test } from './fixtures.ts';

interface CardPage {
  contents: { name: string }[];
  totalElements: number;
}

test('the header panel shows up to 3 results and View more', async ({ page, request }) => {
  const answer = (await (await request.get('/api/v1/search?text=keycap&page=1&size=3')).json()) as CardPage;
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
  await expect(page).toHaveURL(/\/search\/result\?text=keycap&sortBy=NEWEST$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'SEARCH RESULT' })).toBeVisible();
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
