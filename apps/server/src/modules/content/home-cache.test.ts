import type { HomeResponse } from '@shop/domain/content';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, homePageProducts, products } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';

const NOW = new Date('2026-06-15T12:00:00.000Z');

// A long TTL and a version check on every read: only the database's catalogue version can refresh the answer.
describe('the cached home page', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({
      seed: true,
      now: () => NOW,
      config: { catalogCache: { ttlMs: 300_000, maxEntries: 100, versionCheckMs: 0 } },
    });
  });
  afterAll(() => t?.close());

  const home = async (): Promise<HomeResponse> => {
    const res = await t.app.inject({ url: '/api/v1/home' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBeTruthy();
    return res.json();
  };

  it('shows a banner edited by staff on the next visit', async () => {
    const first = (await home()).banners[0]!;
    await t.db.update(banners).set({ name: 'Winter Drop' }).where(eq(banners.id, first.id));
    expect((await home()).banners[0]!.name).toBe('Winter Drop');
  });

  it('drops a product taken off the new releases and follows a renamed one', async () => {
    const [gone, kept] = (await home()).newReleases;
    await t.db.delete(homePageProducts).where(eq(homePageProducts.productId, gone!.id));
    await t.db.update(products).set({ name: 'Renamed Cap' }).where(eq(products.id, kept!.id));
    const after = (await home()).newReleases;
    expect(after.map((p) => p.id)).not.toContain(gone!.id);
    expect(after.find((p) => p.id === kept!.id)?.name).toBe('Renamed Cap');
  });

  it('answers 304 to a client that holds the same answer', async () => {
    const first = await t.app.inject({ url: '/api/v1/home' });
    const again = await t.app.inject({
      url: '/api/v1/home',
      headers: { 'if-none-match': first.headers.etag },
    });
    expect(again.statusCode).toBe(304);
  });
});
