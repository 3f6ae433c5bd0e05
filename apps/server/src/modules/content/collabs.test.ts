import type { CollabDetailResponse, CollabListResponse, HeritageResponse } from '@shop/domain/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.ts';

const NOW = new Date('2026-06-15T12:00:00.000Z');

describe('collaborations and heritage on the demo shop', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const get = (url: string) => t.app.inject({ url });
  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: () => NOW });
  });
  afterAll(() => t?.close());

  it('GET /collabs: COLLAB banners, the ten collaborators, milestones newest year first', async () => {
    const res = await get('/api/v1/collabs');
    expect(res.statusCode, res.body).toBe(200);
    const body: CollabListResponse = res.json();
    expect(body.banners.map((b) => b.name)).toEqual(['Our collaborations', 'Meet the painters']);
    expect(body.collaborators).toMatchObject({ page: 1, size: 12, totalElements: 10 });
    expect(body.collaborators.contents).toHaveLength(10);
    expect(body.collaborators.contents[0]).toMatchObject({
      slug: 'mossbyte-studio',
      name: 'Mossbyte Studio',
      avatar: { imageUrl: expect.stringMatching(/\.svg$/) },
      link: 'https://mossbyte-studio.example',
    });
    expect(body.milestones).toEqual([
      { year: 2026, partners: 10, projects: 33 },
      { year: 2025, partners: 6, projects: 7 },
      { year: 2024, partners: 2, projects: 2 },
      { year: 2023, partners: 3, projects: 3 },
      { year: 2022, partners: 3, projects: 3 },
    ]);
  });

  it('collaborator cards carry their featured products, marked with the artist', async () => {
    const body: CollabListResponse = (await get('/api/v1/collabs')).json();
    const kiln = body.collaborators.contents.find((c) => c.slug === 'kiln-and-key');
    expect(kiln?.featureCollabProducts).toEqual([]);
    const withFeatured = body.collaborators.contents.filter((c) => c.featureCollabProducts.length > 0);
    expect(withFeatured.length).toBeGreaterThanOrEqual(2);
    for (const c of withFeatured) {
      for (const p of c.featureCollabProducts) {
        expect(p).toMatchObject({ collabName: c.name, collabLogo: expect.stringMatching(/\.svg$/) });
        expect(p.releaseDate).toMatch(/^\d{4}-\d\d-\d\dT/);
      }
    }
  });

  it('paging: page 3 of size 4 holds the last two; bad paging is a 400 with field errors', async () => {
    const body: CollabListResponse = (await get('/api/v1/collabs?page=3&size=4')).json();
    expect(body.collaborators).toMatchObject({ page: 3, size: 4, totalElements: 10 });
    expect(body.collaborators.contents.map((c) => c.slug)).toHaveLength(2);
    const bad = await get('/api/v1/collabs?page=0&size=500');
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().errors.map((e: { errorParams: { field: string } }) => e.errorParams.field);
    expect(fields.sort()).toEqual(['page', 'size']);
  });

  it('GET /collabs/{slug} YEARLY_GROUP: products grouped by year, newest first, archived ones included', async () => {
    const res = await get('/api/v1/collabs/kiln-and-key');
    expect(res.statusCode, res.body).toBe(200);
    const { collaborator: c }: CollabDetailResponse = res.json();
    expect(c.displayMode).toBe('YEARLY_GROUP');
    expect(c.products).toEqual([]);
    expect(c.productsByYear.map((g) => [g.year, g.products.length])).toEqual([
      [2026, 5],
      [2025, 1],
      [2022, 1],
    ]);
    for (const g of c.productsByYear) for (const p of g.products) expect(p.year).toBe(g.year);
    expect(c.impact).toEqual({
      facebookReact: expect.any(Number),
      soldOldTime: expect.any(Number),
      totalSold: expect.any(Number),
    });
    expect(c.concept).toContain('<h3>Concept</h3>');
    expect(c.makingOf).toContain('<ol><li>Sketch and clay sculpt</li>');
  });

  it('GET /collabs/{slug} DEFAULT: one list, newest year first; meta for sharing', async () => {
    const { collaborator: c }: CollabDetailResponse = (await get('/api/v1/collabs/mossbyte-studio')).json();
    expect(c.displayMode).toBe('DEFAULT');
    expect(c.productsByYear).toEqual([]);
    expect(c.products).toHaveLength(9);
    const years = c.products.map((p) => p.year);
    expect([...years].sort().reverse()).toEqual(years);
    expect(c.featureCollabProducts.length).toBeGreaterThan(0);
    const base = t.app.ctx.config.publicUrl;
    expect(c.seo).toEqual({
      title: 'Mossbyte Studio',
      description: c.shortDescription,
      imageUrl: `${base}${c.bannerImageUrl}`,
      canonicalUrl: `${base}/collab/mossbyte-studio`,
    });
  });

  it('an unknown collaboration is a 404; a malformed slug a 400', async () => {
    expect((await get('/api/v1/collabs/nobody')).statusCode).toBe(404);
    expect((await get('/api/v1/collabs/NOBODY')).statusCode).toBe(400);
  });

  it('GET /heritage: event banners, the archive newest year first, event products', async () => {
    const res = await get('/api/v1/heritage');
    expect(res.statusCode, res.body).toBe(200);
    const body: HeritageResponse = res.json();
    expect(body.eventBanners.map((b) => b.contentType)).toEqual(['TEXT', 'PRODUCT', 'ARTICLE']);
    expect(body.archivedProductsByYear.map((g) => [g.year, g.products.length])).toEqual([
      [2025, 2],
      [2024, 3],
      [2023, 3],
      [2022, 4],
    ]);
    expect(body.archivedProductsByYear[0]?.products.map((p) => p.slug)).toEqual([
      'glimmer-moth',
      'root-troll',
    ]);
    expect(body.eventProducts).toHaveLength(7);
    for (const p of body.eventProducts) expect(p.isEnded).toBe(true);
  });
});

describe('collaborations and heritage on an empty shop', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('answer empty sections, not errors', async () => {
    const collabs = await t.app.inject({ url: '/api/v1/collabs' });
    expect(collabs.json()).toEqual({
      banners: [],
      collaborators: { contents: [], page: 1, size: 12, totalElements: 0 },
      milestones: [],
    });
    const heritage = await t.app.inject({ url: '/api/v1/heritage' });
    expect(heritage.json()).toEqual({
      id: null,
      title: '',
      eventBanners: [],
      archivedProductsByYear: [],
      eventProducts: [],
    });
    const news = await t.app.inject({ url: '/api/v1/news' });
    expect(news.json()).toEqual({ highlightArticles: [], featureArticles: [], featureCategories: [] });
  });
});
