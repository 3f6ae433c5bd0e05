import type { APIRequestContext, Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { axeViolations } from './support/axe.ts';

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
  image: { imageUrl: string } | null;
  values: { optionName: string }[];
  inventory: { available: number; lowStockValue: number };
}
interface Detail {
  product: {
    name: string;
    images: unknown[];
    shortInfo: string;
    longInfo: string;
    specification: string;
    package: string;
    deliveryAndShipping: string;
    hashtags: string[];
    collaborators: { name: string }[];
    distributors: { name: string; url: string }[];
  };
  recommendedProducts: Card[];
}

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The text of staff HTML, as a shopper reads it. */
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

async function cards(request: APIRequestContext, query: string): Promise<CardPage> {
  const res = await request.get(`/api/v1/products?${query}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as CardPage;
}

/** The names of the cards on the page, in order. */
const cardNames = (page: Page) => page.locator('.pgrid .pcard__name').allInnerTexts();

test('filters by product type and in stock, in the address', async ({ page, request }) => {
  const expected = await cards(request, 'type=GROUP_BUY&inStock=true&size=12');
  expect(expected.totalElements).toBeGreaterThan(0);
  await gotoHydrated(page, '/product');
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
  await gotoHydrated(page, '/product');
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
  await gotoHydrated(page, '/product');
  await expect.poll(() => cardNames(page)).toEqual(newest.contents.map((c) => c.name));
  await page.getByLabel('Sort by').selectOption('PRICE_LOW_TO_HIGH');
  await expect(page).toHaveURL(/\/product\?sortBy=PRICE_LOW_TO_HIGH$/);
  await expect.poll(() => cardNames(page)).toEqual(cheapest.contents.map((c) => c.name));
});

test('paging keeps the filters in the address', async ({ page, request }) => {
  const all = await cards(request, 'type=IN_STOCK&size=12&page=2');
  expect(all.totalElements).toBeGreaterThan(12);
  await gotoHydrated(page, '/product?type=IN_STOCK');
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

test('choosing an option shows its image, price and stock', async ({ page, request }) => {
  // A product whose options differ in price, found through the API.
  const list = await cards(request, 'type=IN_STOCK&size=100');
  let found: { card: Card; pick: Variant } | null = null;
  for (const card of list.contents.filter((c) => c.totalVariant > 1)) {
    const detail = (await (await request.get(`/api/v1/products/${card.slug}`)).json()) as {
      product: { variants: Variant[] };
    };
    const [first, ...rest] = detail.product.variants;
    const pick = rest.find((v) => first && v.salePrice !== first.salePrice && v.image);
    if (first && first.inventory.available > 0 && pick) {
      found = { card, pick };
      break;
    }
  }
  expect(found, 'a product with options at different prices').not.toBeNull();
  const { card, pick } = found as { card: Card; pick: Variant };
  const slug = card.slug;
  const optionName = pick.values[0]?.optionName ?? '';
  await gotoHydrated(page, `/product/${slug}`);
  const price = page.locator('.pdp__price');
  await expect(price).not.toContainText(usd(pick.salePrice));
  const option = page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(optionName)}`) });
  // The option shows its own image, price and stock before it is chosen.
  const label = page.locator('label.option', { has: option });
  await expect(label.locator('img')).toHaveAttribute('src', /\/uploads\//);
  await expect(label).toContainText(usd(pick.salePrice));
  await option.check();
  await expect(page.getByRole('group', { name: new RegExp(`: ${escapeRegExp(optionName)}$`) })).toBeVisible();
  await expect(price).toContainText(usd(pick.salePrice));
  await expect(price).toContainText(/IN STOCK|OUT OF STOCK/);
  // The chosen option's image comes forward in the gallery.
  await expect(page.getByRole('img', { name: card.name, exact: true })).toHaveAttribute(
    'src',
    pick.image?.imageUrl ?? '',
  );
});

test('a product page shows its gallery, copy, hashtags, collaborators, reviews and both carousels', async ({
  page,
  request,
}) => {
  const slug = 'tallow-tin-brass-artisan';
  const { product, recommendedProducts } = (await (
    await request.get(`/api/v1/products/${slug}`)
  ).json()) as Detail;
  const related = ((await (await request.get(`/api/v1/products/${slug}/related?size=6`)).json()) as CardPage)
    .contents;
  const reviews = (
    (await (await request.get(`/api/v1/products/${slug}/reviews?page=1&size=5`)).json()) as {
      contents: { message: string }[];
    }
  ).contents;
  await gotoHydrated(page, `/product/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('img', { name: product.name })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Product images' }).getByRole('button')).toHaveCount(
    product.images.length,
  );
  await expect(page.locator('.pdp__short')).toContainText(plain(product.shortInfo).slice(0, 40));
  for (const [title, html] of [
    ['DESCRIPTION', product.longInfo],
    ['SPECIFICATION', product.specification],
    ['PACKAGE', product.package],
    ['DELIVERY AND SHIPPING', product.deliveryAndShipping],
  ] as const) {
    const section = page.locator('details.psection', { has: page.getByText(title, { exact: true }) });
    // The first section starts open; the others open on their title.
    if ((await section.getAttribute('open')) === null) await section.locator('summary').click();
    await expect(section).toHaveAttribute('open', '');
    await expect(section).toContainText(plain(html).slice(0, 30));
  }
  const tags = page.getByRole('list', { name: 'Hashtags' }).getByRole('listitem');
  await expect(tags).toHaveText(product.hashtags.map((h) => `#${h.replace(/^#/, '')}`));
  const collaborators = page.getByRole('region', { name: 'COLLABORATORS' });
  for (const c of product.collaborators) await expect(collaborators).toContainText(c.name);
  const reviewRegion = page.getByRole('region', { name: 'REVIEWS' });
  for (const r of reviews) await expect(reviewRegion).toContainText(r.message);
  const recommended = page.getByRole('region', { name: 'YOU MAY ALSO LIKE' });
  const deals = page.getByRole('region', { name: 'RELATED DEALS' });
  expect(related.length).toBeGreaterThan(0);
  for (const card of related) await expect(deals.getByRole('link', { name: card.name })).toHaveCount(1);
  const dealSlugs = new Set(related.map((c) => c.slug));
  for (const card of recommendedProducts.filter((c) => !dealSlugs.has(c.slug)))
    await expect(recommended.getByRole('link', { name: card.name })).toHaveCount(1);
});

for (const [width, recommended, deals] of [
  [390, 3, 2],
  [600, 3, 3],
  [1280, 4, 3],
] as const) {
  test(`at ${width} px the carousels show ${recommended} recommended products and ${deals} related deals at a time`, async ({
    page,
  }) => {
    const perView = async (name: string) => {
      const track = page.getByRole('region', { name }).locator('.carousel__track');
      await expect(track.locator('li').first()).toBeVisible();
      const [all, one] = await Promise.all([track.boundingBox(), track.locator('li').first().boundingBox()]);
      return Math.round((all?.width ?? 0) / (one?.width ?? 1));
    };
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, '/product/nightfall-keycap-set');
    expect([await perView('YOU MAY ALSO LIKE'), await perView('RELATED DEALS')]).toEqual([
      recommended,
      deals,
    ]);
  });
}

test('related deals advance every 5 s and stop on PAUSE; recommended products do not move', async ({
  page,
}) => {
  await page.clock.install();
  await page.setViewportSize({ width: 390, height: 900 });
  await gotoHydrated(page, '/product/nightfall-keycap-set');
  const deals = page.getByRole('region', { name: 'RELATED DEALS' }).locator('.carousel__track');
  const recommended = page.getByRole('region', { name: 'YOU MAY ALSO LIKE' }).locator('.carousel__track');
  const left = (track: typeof deals) =>
    track.evaluate((el) => (el as unknown as { scrollLeft: number }).scrollLeft);
  await expect(deals.locator('li').first()).toBeVisible();
  // Below the fold it waits: it moves only once the shopper has scrolled to it.
  await page.clock.runFor(5_100);
  expect(await left(deals)).toBe(0);
  await deals.scrollIntoViewIfNeeded();
  await page.clock.runFor(5_100);
  await expect.poll(() => left(deals)).toBeGreaterThan(0);
  expect(await left(recommended)).toBe(0);
  // Back to the first after the last (loop), then PAUSE stops it where it is.
  await page.clock.runFor(5_100);
  await expect.poll(() => left(deals)).toBe(0);
  await page.getByRole('region', { name: 'RELATED DEALS' }).getByRole('button', { name: 'PAUSE' }).click();
  // Neither hover nor focus holds it any more: only PAUSE does.
  await page.getByRole('heading', { level: 1 }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(11_000);
  expect(await left(deals)).toBe(0);
  await expect(page.getByRole('button', { name: 'PLAY' })).toBeVisible();
});

type EventCard = Card & { isUpcoming: boolean; isEnded: boolean; eventEndTime: string };
const groupBuys = async (request: APIRequestContext) =>
  ((await (await request.get('/api/v1/products?type=GROUP_BUY&size=50')).json()) as { contents: EventCard[] })
    .contents;

test('a group buy counts down to its start and cannot be bought yet', async ({ page, request }) => {
  const upcoming = (await groupBuys(request)).find((c) => c.isUpcoming);
  await gotoHydrated(page, `/product/${upcoming?.slug}`);
  const label = page.locator('.pdp__buy .event');
  await expect(label).toContainText('UP-COMING');
  await expect(label.getByRole('timer')).toHaveText(/^\d+d\d{2}h\d{2}m$/);
  await expect(page.getByRole('button', { name: 'UP-COMING' })).toBeDisabled();
});

test('an ended group buy gives the date it expired on and SALE END', async ({ page, request }) => {
  const ended = (await groupBuys(request)).find((c) => c.isEnded);
  await gotoHydrated(page, `/product/${ended?.slug}`);
  const endDate = new Date(Date.parse(ended?.eventEndTime ?? '') + 1000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
  await expect(page.locator('.pdp__buy .event')).toHaveText(`ENDEDExpired on ${endDate}`);
  await expect(page.getByRole('button', { name: 'SALE END' })).toBeDisabled();
});

test('a distributor product is bought from a distributor, each in a new tab', async ({ page, request }) => {
  const { product } = (await (
    await request.get('/api/v1/products/tallow-tin-brass-artisan')
  ).json()) as Detail;
  expect(product.distributors.length).toBeGreaterThan(0);
  await gotoHydrated(page, '/product/tallow-tin-brass-artisan');
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  const chooser = page.getByRole('dialog', { name: 'Which distributor do you want to purchase from?' });
  for (const d of product.distributors) {
    const link = chooser.getByRole('link', { name: d.name });
    await expect(link).toHaveAttribute('href', d.url);
    await expect(link).toHaveAttribute('target', '_blank');
  }
});

test('an archived product keeps its page, with SALE END', async ({ page }) => {
  const response = await page.goto('/product/rune-turtle');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Rune Turtle' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'SALE END' })).toBeDisabled();
});

for (const [what, path] of [
  ['an unknown product', '/product/no-such-keycap'],
  ['a blank product key', '/product/%20'],
  ['a product key over 200 characters', `/product/${'k'.repeat(201)}`],
] as const) {
  test(`${what} is the 404 page with status 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page is not found :( Please travel back to homepage.')).toBeVisible();
  });
}

test('the wishlist asks a signed-out shopper to log in', async ({ page, request }) => {
  const [card] = (await cards(request, 'type=IN_STOCK&size=1')).contents;
  await gotoHydrated(page, `/product/${card?.slug}`);
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
  ['View more page', '/search/product?text=keycap', '.pgrid'],
] as const) {
  test(`the ${name} passes axe`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(page.locator(ready).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
