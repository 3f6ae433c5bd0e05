import type { ProductDetailResponse } from '@shop/domain/catalog';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, reviews, users } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const DAY = 24 * 3_600_000;

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ seed: true, now: () => NOW });
});
afterAll(() => t?.close());

async function detail(slug: string): Promise<ProductDetailResponse> {
  const res = await t.app.inject({ url: `/api/v1/products/${slug}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('reviews', () => {
  let slug: string;
  beforeAll(async () => {
    // A product of its own, so the seeded reviews do not blur the figures.
    const [target] = await t.db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(eq(products.slug, 'ember-drake'));
    slug = target!.slug;
    await t.db.delete(reviews).where(eq(reviews.productId, target!.id));
    const [ada] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'ada@example.com'));
    const base = { productId: target!.id, userId: ada!.id };
    await t.db.insert(reviews).values([
      {
        ...base,
        rating: 5,
        message: 'Perfect.',
        createdAt: new Date(NOW.getTime() - 3 * DAY),
        photos: ['/uploads/a.svg'],
      },
      { ...base, rating: 5, message: 'Again perfect.', createdAt: new Date(NOW.getTime() - 2 * DAY) },
      { ...base, rating: 4, message: 'Very good.', createdAt: new Date(NOW.getTime() - DAY) },
      { ...base, rating: 1, message: 'Hidden by staff.', status: 'HIDDEN' },
    ]);
  });

  it('summarises published ratings with a breakdown', async () => {
    const { reviewSummary, product } = await detail(slug);
    expect(reviewSummary).toEqual({
      overall: 4.7,
      product: 4.7,
      reviews: 3,
      breakdown: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 2 },
    });
    expect(product.rating).toEqual(reviewSummary);
  });

  it('lists published reviews, newest first, paged and by star', async () => {
    const res = await t.app.inject({ url: `/api/v1/products/${slug}/reviews?size=2` });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ page: 1, size: 2, totalElements: 3 });
    expect(page.contents.map((r: { message: string }) => r.message)).toEqual([
      'Very good.',
      'Again perfect.',
    ]);
    expect(page.contents[0].author).toEqual({
      fullName: 'Ada Keys',
      avatar: { imageUrl: expect.any(String) },
    });
    const fives = (await t.app.inject({ url: `/api/v1/products/${slug}/reviews?rating=5` })).json();
    expect(fives.totalElements).toBe(2);
    expect(fives.contents[1].photos).toEqual([
      { imageUrl: '/uploads/a.svg', thumbnailUrl: '/uploads/a.svg' },
    ]);
    expect((await t.app.inject({ url: `/api/v1/products/${slug}/reviews?rating=6` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/products/no-such/reviews' })).statusCode).toBe(404);
  });
});

describe('GET /api/v1/products/{slug}/related', () => {
  it('offers bundle partners first, then deals of the same category, in stock', async () => {
    const res = await t.app.inject({ url: '/api/v1/products/forest-sprite/related?size=6' });
    expect(res.statusCode).toBe(200);
    const { contents } = res.json() as { contents: { slug: string; reason: string; hasInStock: boolean }[] };
    expect(contents.slice(0, 2).map((c) => c.reason)).toEqual(['BUNDLE', 'BUNDLE']);
    expect(contents.map((c) => c.slug)).toEqual(
      expect.arrayContaining(['forest-sprite-enamel-pin', 'forest-sprite-plush']),
    );
    expect(contents.filter((c) => c.reason === 'ON_SALE').length).toBeGreaterThan(0);
    expect(contents.every((c) => c.hasInStock && c.slug !== 'forest-sprite')).toBe(true);
  });
});
