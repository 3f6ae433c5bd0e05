import type { ProductCard, ProductCardPage } from '@shop/domain/catalog';
import { PRODUCT_TYPES } from '@shop/domain/catalog';
import { responsiveImage } from '@shop/domain/media';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ seed: true, now: () => NOW });
});
afterAll(() => t?.close());

async function list(query: string): Promise<ProductCardPage> {
  const res = await t.app.inject({ url: `/api/v1/products${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const all = (query = '') => list(`?size=100${query}`);
const slugs = (p: ProductCardPage) => p.contents.map((c) => c.slug);
const card = async (slug: string, query = '') => {
  const found = (await all(query)).contents.find((c) => c.slug === slug);
  expect(found, slug).toBeDefined();
  return found as ProductCard;
};

describe('GET /api/v1/products: the seeded shop', () => {
  it('has at least 80 products and every product type', async () => {
    const counts: Record<string, number> = {};
    for (const type of PRODUCT_TYPES) {
      counts[type] = (await list(`?type=${type}&size=1&archive=INCLUDE_ARCHIVED`)).totalElements;
    }
    for (const type of PRODUCT_TYPES) expect(counts[type], type).toBeGreaterThan(0);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(80);
    expect(counts.GIFT_PRODUCT).toBeGreaterThanOrEqual(5);
    expect(counts.BUNDLE).toBeGreaterThanOrEqual(3);
  });

  it('has upcoming, ongoing and ended group buys with countdowns relative to now', async () => {
    const gbs = (await all('&type=GROUP_BUY')).contents;
    const upcoming = gbs.filter((c) => c.isUpcoming);
    const ongoing = gbs.filter((c) => c.isOngoing);
    const ended = gbs.filter((c) => c.isEnded);
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    expect(ongoing.length).toBeGreaterThanOrEqual(3);
    expect(ended.length).toBeGreaterThanOrEqual(3);
    expect(gbs.every((c) => c.isGroupBuy)).toBe(true);
    const starts = upcoming.map((c) => Date.parse(c.eventStartTime!) - NOW.getTime());
    expect(Math.min(...starts)).toBe(2 * DAY + 3 * HOUR);
    for (const c of ongoing) expect(Date.parse(c.eventEndTime!)).toBeGreaterThan(NOW.getTime());
    for (const c of ended) expect(Date.parse(c.eventEndTime!)).toBeLessThanOrEqual(NOW.getTime() - 10 * DAY);
  });

  it('leaves gift, archived, private and draft products out of the default listing', async () => {
    const listed = slugs(await all());
    expect(listed).not.toContain('dwarf-sticker-pack');
    expect(listed).not.toContain('rune-turtle');
    expect(listed).not.toContain('mystery-sculpt-preview');
    expect(listed).not.toContain('unreleased-prototype');
    const byType = await Promise.all(
      PRODUCT_TYPES.filter((t) => t !== 'GIFT_PRODUCT').map(
        async (type) => (await list(`?type=${type}`)).totalElements,
      ),
    );
    expect((await list('')).totalElements).toBe(byType.reduce((a, b) => a + b, 0));
  });
});

describe('GET /api/v1/products: cards', () => {
  it('maps a product to the card contract', async () => {
    const c = await card('forest-sprite');
    expect(c).toMatchObject({
      name: 'Forest Sprite',
      type: 'IN_STOCK',
      productTag: { name: 'NEW', style: 'new' },
    });
    expect(c.image?.imageUrl).toMatch(/^\/uploads\/demo\/products\/forest-sprite-1\.w800\.webp$/);
    expect(c.totalVariant).toBe(2);
    expect(c).toMatchObject({ isUpcoming: false, isOngoing: false, isEnded: false, eventStartTime: null });
    expect(c).toMatchObject({ hasInStock: true, hasLowStock: true, hasOutOfStock: false });
  });

  it('says whether its times are a countdown, and sends none without one', async () => {
    const gb = (await all('&type=GROUP_BUY')).contents.find((c) => c.isUpcoming);
    expect(gb).toMatchObject({ hasCountDown: true });
    expect(gb?.eventStartTime).not.toBeNull();
    // Times stored on a product without a countdown (a release date, say) are not an event.
    const soon = new Date(NOW.getTime() + DAY);
    await t.db
      .update(products)
      .set({ eventStartTime: soon, eventEndTime: new Date(soon.getTime() + DAY) })
      .where(eq(products.slug, 'forest-sprite'));
    try {
      expect(await card('forest-sprite')).toMatchObject({
        hasCountDown: false,
        eventStartTime: null,
        eventEndTime: null,
        isUpcoming: false,
        isOngoing: false,
      });
    } finally {
      await t.db
        .update(products)
        .set({ eventStartTime: null, eventEndTime: null })
        .where(eq(products.slug, 'forest-sprite'));
    }
  });

  it('shows sales inside their schedule only, and price ranges', async () => {
    expect((await card('moss-golem')).price).toMatchObject({ hasDiscount: true, isShowRegularPrice: true });
    expect((await card('midnight-ember-deskmat')).price.hasDiscount).toBe(true);
    expect((await card('mushroom-elder')).price.hasDiscount).toBe(false); // its sale ended
    expect((await card('frost-kitsune')).price.hasDiscount).toBe(false); // its sale starts later
    expect((await card('forest-floor-deskmat')).price).toMatchObject({
      isRangePrice: true,
      salePriceFrom: 3000,
      salePriceTo: 3800,
    });
  });

  it('flags sold-out products', async () => {
    expect(await card('thunder-ram')).toMatchObject({ hasInStock: false, hasOutOfStock: true });
  });

  it('serves the card image from /uploads, in each of its sizes and formats', async () => {
    const c = await card('forest-sprite');
    const image = responsiveImage(c.image!.imageUrl)!;
    const urls = [...image.srcSet.avif.split(', '), ...image.srcSet.webp.split(', ')].map(
      (e) => e.split(' ')[0]!,
    );
    expect(urls).toHaveLength(4);
    for (const url of urls) {
      const res = await t.app.inject({ url });
      expect([url, res.statusCode, res.headers['content-type']]).toEqual([
        url,
        200,
        url.endsWith('.avif') ? 'image/avif' : 'image/webp',
      ]);
      // A phone's card takes the 400 px one: a few KB, not the 800 px file.
      if (url.includes('.w400.')) expect(res.rawPayload.length).toBeLessThan(8192);
    }
  });
});

describe('GET /api/v1/products: paging and sorting', () => {
  it('pages with a 1-based page and a default size of 12', async () => {
    const first = await list('');
    expect(first).toMatchObject({ page: 1, size: 12 });
    expect(first.contents).toHaveLength(12);
    const p1 = await list('?size=5&page=1');
    const p2 = await list('?size=5&page=2');
    expect(p1.totalElements).toBe(first.totalElements);
    expect(slugs(p1).filter((s) => slugs(p2).includes(s))).toEqual([]);
    expect([...slugs(p1), ...slugs(p2)]).toEqual(slugs(await list('?size=10')));
    const last = Math.ceil(first.totalElements / 5);
    expect((await list(`?size=5&page=${last}`)).contents.length).toBe(first.totalElements - (last - 1) * 5);
    expect((await list(`?size=5&page=${last + 1}`)).contents).toEqual([]);
  });

  it('sorts NEWEST by default and OLDEST in reverse', async () => {
    const newest = slugs(await all());
    expect(slugs(await all('&sortBy=NEWEST'))).toEqual(newest);
    expect(newest[0]).toBe('forest-sprite');
    expect(slugs(await all('&sortBy=OLDEST'))).toEqual([...newest].reverse());
  });

  it('sorts by the price each card shows, both ways, ranges by their "From" price, ties stable', async () => {
    // The card's `price.salePrice` is the figure it leads with: "From $x", "Up to $x", "$x - $y" or "$x".
    const shown = (p: ProductCardPage) => p.contents.map((c) => c.price.salePrice);
    const lowPage = await all('&sortBy=PRICE_LOW_TO_HIGH');
    const highPage = await all('&sortBy=PRICE_HIGH_TO_LOW');
    expect(shown(lowPage)).toEqual([...shown(lowPage)].sort((a, b) => a - b));
    expect(shown(highPage)).toEqual([...shown(highPage)].sort((a, b) => b - a));
    // The seeded shop has ranges and "Up to" prices among them, so the rule is really exercised.
    expect(lowPage.contents.some((c) => c.price.isRangePrice)).toBe(true);
    expect(lowPage.contents.some((c) => c.price.isShowHighestPrice)).toBe(true);
    // Equal prices: newest first in both directions, the same order however the pages are cut.
    const age = new Map(slugs(await all()).map((slug, i) => [slug, i]));
    let ties = 0;
    for (const page of [lowPage, highPage]) {
      for (let i = 1; i < page.contents.length; i++) {
        const [a, b] = [page.contents[i - 1]!, page.contents[i]!];
        if (a.price.salePrice !== b.price.salePrice) continue;
        ties++;
        expect(age.get(a.slug)! < age.get(b.slug)!, `${a.slug} before ${b.slug}`).toBe(true);
      }
    }
    expect(ties).toBeGreaterThan(0);
    const paged = [1, 2, 3].map((n) => list(`?size=12&page=${n}&sortBy=PRICE_HIGH_TO_LOW`));
    expect((await Promise.all(paged)).flatMap(slugs)).toEqual(slugs(highPage).slice(0, 36));
  });

  it('sorts by rating, best first', async () => {
    const page = await all('&sortBy=RATING_HIGH_TO_LOW');
    const ids = page.contents.map((c) => c.id);
    const rows = await t.db
      .select({ id: products.id, rating: products.ratingOverall })
      .from(products)
      .where(inArray(products.id, ids));
    const rating = new Map(rows.map((r) => [r.id, r.rating]));
    const ratings = ids.map((id) => rating.get(id)!);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(ratings[0]).toBeGreaterThan(0);
  });
});

describe('GET /api/v1/products: filters', () => {
  it('filters by sub and main category slug', async () => {
    const mats = await all('&category=deskmats');
    expect(mats.totalElements).toBeGreaterThanOrEqual(5);
    expect(slugs(mats).every((s) => s.includes('deskmat'))).toBe(true);
    const gear = await all('&category=desk-gear');
    expect(gear.totalElements).toBeGreaterThan(mats.totalElements);
    expect(slugs(gear)).toEqual(expect.arrayContaining(slugs(mats)));
    expect((await list('?category=no-such-category')).totalElements).toBe(0);
  });

  it('filters by type', async () => {
    const raffles = await all('&type=RAFFLE');
    expect(raffles.totalElements).toBe(6);
    expect(raffles.contents.every((c) => c.type === 'RAFFLE')).toBe(true);
  });

  it('filters by stock', async () => {
    const inStock = await all('&inStock=true');
    const soldOut = await all('&inStock=false');
    expect(inStock.contents.every((c) => c.hasInStock)).toBe(true);
    expect(soldOut.contents.every((c) => !c.hasInStock)).toBe(true);
    expect(slugs(soldOut)).toEqual(expect.arrayContaining(['thunder-ram', 'moonstone-deskmat']));
    expect(inStock.totalElements + soldOut.totalElements).toBe((await list('')).totalElements);
  });

  it('filters by price in cents (a variant within the range)', async () => {
    const page = await all('&priceFrom=1000&priceTo=2000');
    expect(page.totalElements).toBeGreaterThan(0);
    for (const c of page.contents) {
      expect(c.price.salePriceFrom).toBeLessThanOrEqual(2000);
      expect(c.price.salePriceTo).toBeGreaterThanOrEqual(1000);
    }
    expect(slugs(page)).toContain('forest-sprite-enamel-pin');
    const pricey = await all('&priceFrom=30000');
    expect(pricey.contents.every((c) => c.price.salePriceTo >= 30000)).toBe(true);
  });

  it('shows the archive only when asked', async () => {
    const archived = await all('&archive=ONLY_ARCHIVED');
    expect(archived.totalElements).toBeGreaterThanOrEqual(10);
    expect(slugs(archived)).toContain('rune-turtle');
    const both = await list('?archive=INCLUDE_ARCHIVED&size=1');
    expect(both.totalElements).toBe((await list('')).totalElements + archived.totalElements);
  });
});

describe('GET /api/v1/products: bad queries', () => {
  const errorsOf = async (query: string) => {
    const res = await t.app.inject({ url: `/api/v1/products${query}` });
    expect(res.statusCode, query).toBe(400);
    return res.json().errors as { errorCode: string; errorParams: { field: string } }[];
  };

  it.each([
    ['?page=0', 'page'],
    ['?page=abc', 'page'],
    ['?size=1000', 'size'],
    ['?sortBy=CHEAPEST', 'sortBy'],
    ['?type=CANDY', 'type'],
    ['?archive=ALL', 'archive'],
    ['?inStock=maybe', 'inStock'],
    ['?priceFrom=-1', 'priceFrom'],
    ['?priceFrom=500&priceTo=100', 'priceTo'],
  ])('%s is a 400 naming the field', async (query, field) => {
    const errors = await errorsOf(query);
    expect(errors).toContainEqual(
      expect.objectContaining({
        errorCode: 'INVALID_FIELD',
        errorParams: expect.objectContaining({ field }),
      }),
    );
  });

  it('lists every bad field at once', async () => {
    const fields = (await errorsOf('?page=0&sortBy=CHEAPEST')).map((e) => e.errorParams.field);
    expect(fields).toEqual(expect.arrayContaining(['page', 'sortBy']));
  });
});
