import type { AppConfigResponse, HomeResponse } from '@shop/domain/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLOBAL_MESSAGE } from '../../db/seed/index.ts';
import { createTestApp } from '../../test/harness.ts';

const NOW = new Date('2026-06-15T12:00:00.000Z');

describe('content on the demo shop', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: () => NOW });
  });
  afterAll(() => t?.close());

  const home = async (): Promise<HomeResponse> => {
    const res = await t.app.inject({ url: '/api/v1/home' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('GET /home fills every section', async () => {
    const h = await home();
    expect(h.banners.length).toBeGreaterThanOrEqual(3);
    expect(h.newReleases.length).toBeGreaterThanOrEqual(4);
    expect(h.liveEvents.length).toBeGreaterThanOrEqual(1);
    expect(h.featuredCollabs.length).toBeGreaterThanOrEqual(2);
    expect(h.happyOwners.length).toBeGreaterThanOrEqual(4);
  });

  it('slider banners cover the three content types with both image shapes', async () => {
    const { banners } = await home();
    expect(new Set(banners.map((b) => b.contentType))).toEqual(new Set(['PRODUCT', 'ARTICLE', 'TEXT']));
    for (const b of banners) {
      expect(b.imageLandscapeUrl).toMatch(/^\/uploads\/demo\/banners\/.+-landscape\.w1600\.webp$/);
      expect(b.imagePortraitUrl).toMatch(/^\/uploads\/demo\/banners\/.+-portrait\.w800\.webp$/);
      if (b.contentType === 'TEXT') expect(b.extra).toMatch(/^https:\/\//);
      else expect(b.extra).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('product banners point at products the listing knows', async () => {
    const { banners, liveEvents } = await home();
    const res = await t.app.inject({ url: '/api/v1/products?size=100&archive=INCLUDE_ARCHIVED' });
    const known = res.json().contents.map((c: { slug: string }) => c.slug);
    for (const b of [...banners, ...liveEvents].filter((x) => x.contentType === 'PRODUCT')) {
      expect(known).toContain(b.extra);
    }
  });

  it('new releases are product cards in the configured order', async () => {
    const { newReleases } = await home();
    expect(newReleases[0]).toMatchObject({ slug: 'forest-sprite', type: 'IN_STOCK' });
    for (const c of newReleases) expect(c.image?.imageUrl).toMatch(/^\/uploads\//);
  });

  it('featured collabs have featured products; one without them is left out', async () => {
    const { featuredCollabs } = await home();
    for (const c of featuredCollabs) expect(c.featureCollabProducts.length).toBeGreaterThan(0);
    expect(featuredCollabs.map((c) => c.slug)).not.toContain('kiln-and-key');
    expect(featuredCollabs[0]).toMatchObject({ slug: 'mossbyte-studio', name: 'Mossbyte Studio' });
    expect(featuredCollabs[0]?.avatar?.imageUrl).toMatch(/\.svg$/);
  });

  it('happy owners are social posts with an image', async () => {
    const { happyOwners } = await home();
    for (const p of happyOwners) {
      expect(p.link).toMatch(/^https:\/\//);
      expect(p.image).toMatch(/^\/uploads\/demo\/owners\//);
      expect(p.description.length).toBeGreaterThan(10);
    }
  });

  it('GET /app-config answers the store, the message zone and social links', async () => {
    const res = await t.app.inject({ url: '/api/v1/app-config' });
    expect(res.statusCode).toBe(200);
    const body: AppConfigResponse = res.json();
    expect(body).toMatchObject({
      storeName: 'Dwarf Factory',
      supportEmail: 'support@keycap.shop',
      globalMessageZone: { content: GLOBAL_MESSAGE },
    });
    expect(body.storeId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.socialLinks.map((l) => l.name)).toEqual(
      expect.arrayContaining(['facebook', 'instagram', 'discord', 'tiktok']),
    );
  });
});

describe('content on an empty shop', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ config: { storeName: 'Empty Shop' } });
  });
  afterAll(() => t?.close());

  it('GET /home answers empty sections, not an error', async () => {
    const res = await t.app.inject({ url: '/api/v1/home' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      banners: [],
      newReleases: [],
      liveEvents: [],
      featuredCollabs: [],
      happyOwners: [],
    });
  });

  it('GET /app-config still names the store from the server config', async () => {
    const res = await t.app.inject({ url: '/api/v1/app-config' });
    expect(res.json()).toMatchObject({
      storeId: null,
      storeName: 'Empty Shop',
      globalMessageZone: { content: '' },
    });
  });
});
