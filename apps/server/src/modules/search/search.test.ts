import type { ProductCardPage } from '@shop/domain/catalog';
import { SEARCH_PANEL_SIZE } from '@shop/domain/search';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collaborators, products } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';

const NOW = new Date('2026-06-15T12:00:00.000Z');
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ seed: true, now: () => NOW });
});
afterAll(() => t?.close());

async function search(query: string): Promise<ProductCardPage> {
  const res = await t.app.inject({ url: `/api/v1/search?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const slugs = async (text: string, extra = '&size=50') =>
  (await search(`text=${encodeURIComponent(text)}${extra}`)).contents.map((c) => c.slug);

describe('GET /api/v1/search', () => {
  it('finds by name, best match first', async () => {
    const found = await slugs('forest sprite');
    expect(found[0]).toBe('forest-sprite');
    expect(found).toEqual(expect.arrayContaining(['forest-sprite-plush', 'forest-sprite-enamel-pin']));
  });

  it('still finds with typos', async () => {
    const keycaps = await slugs('kecap');
    expect(keycaps.length).toBeGreaterThan(5);
    expect(keycaps.slice(0, 3).every((s) => s.includes('keycap'))).toBe(true);
    expect((await slugs('forst sprit'))[0]).toBe('forest-sprite');
    expect(await slugs('mosbyte studo')).toContain('forest-sprite');
    expect(await slugs('deskmta')).toContain('starfall-deskmat');
  });

  it('finds by plural, prefix, collaborator, hashtag and description', async () => {
    expect(await slugs('keycaps')).toContain('glacier-keycap-set');
    expect(await slugs('spri')).toContain('forest-sprite');
    expect(await slugs('Mossbyte Studio')).toContain('forest-sprite');
    expect(await slugs('artisankeycap')).toContain('forest-sprite');
    expect(await slugs('backlight glows')).toContain('forest-sprite');
  });

  it('falls back to any word when no product has them all', async () => {
    expect(await slugs('sprite zzzqqq')).toContain('forest-sprite');
    expect(await slugs('zzzqqq')).toEqual([]);
  });

  it('leaves out drafts, private and gift products; archived ones by the archive filter', async () => {
    expect(await slugs('prototype')).not.toContain('unreleased-prototype');
    expect(await slugs('mystery sculpt')).not.toContain('mystery-sculpt-preview');
    expect(await slugs('sticker')).not.toContain('dwarf-sticker-pack');
    expect(await slugs('rune turtle')).not.toContain('rune-turtle');
    expect(await slugs('rune turtle', '&archive=INCLUDE_ARCHIVED')).toContain('rune-turtle');
    expect(await slugs('forest', '&archive=ONLY_ARCHIVED')).not.toContain('forest-sprite');
  });

  it('serves the header panel: 3 results and the total for View more', async () => {
    const panel = await search(`text=sprite&page=1&size=${SEARCH_PANEL_SIZE}`);
    expect(panel.contents).toHaveLength(3);
    expect(panel.totalElements).toBeGreaterThan(3);
    expect(panel.contents[0]).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        totalVariant: expect.any(Number),
        price: expect.any(Object),
      }),
    );
    const next = await search(`text=sprite&page=2&size=${SEARCH_PANEL_SIZE}`);
    expect(next.contents.map((c) => c.id)).not.toEqual(
      expect.arrayContaining(panel.contents.map((c) => c.id)),
    );
  });

  it('lists products for empty text, NEWEST first, like the store page', async () => {
    const empty = await search('text=&size=5');
    const listed = (await t.app.inject({ url: '/api/v1/products?size=5' })).json();
    expect(empty.totalElements).toBe(listed.totalElements);
    expect(empty.contents.map((c) => c.slug)).toEqual(listed.contents.map((c: { slug: string }) => c.slug));
    expect((await search('size=5')).totalElements).toBe(listed.totalElements);
    expect((await search('text=%20%20%20&size=5')).totalElements).toBe(listed.totalElements);
  });

  it('sorts results as asked', async () => {
    const low = (await search('text=deskmat&sortBy=PRICE_LOW_TO_HIGH&size=50')).contents.map(
      (c) => c.price.salePriceFrom,
    );
    expect(low.length).toBeGreaterThan(2);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const newest = await search('text=deskmat&sortBy=NEWEST&size=50');
    const oldest = await search('text=deskmat&sortBy=OLDEST&size=50');
    expect(oldest.contents.map((c) => c.id)).toEqual(newest.contents.map((c) => c.id).reverse());
  });

  it('bounds the text: trimmed, 100 characters at most, else a 400 on text', async () => {
    const ok = await t.app.inject({
      url: `/api/v1/search?text=${encodeURIComponent(`  ${'k'.repeat(100)}  `)}`,
    });
    expect(ok.statusCode).toBe(200);
    const long = await t.app.inject({ url: `/api/v1/search?text=${'k'.repeat(101)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toMatchObject({
      errorCode: 'INVALID_FIELD',
      errorParams: { field: 'text' },
    });
    for (const bad of ['page=0', 'size=101', 'sortBy=CHEAPEST', 'archive=ALL']) {
      expect((await t.app.inject({ url: `/api/v1/search?text=x&${bad}` })).statusCode, bad).toBe(400);
    }
  });

  it('treats query syntax and SQL in the text as plain words', async () => {
    for (const text of ["sprite'); drop table products; --", 'sprite & | ! :* <-> (', '%_\\', '!!!']) {
      const res = await t.app.inject({ url: `/api/v1/search?text=${encodeURIComponent(text)}` });
      expect(res.statusCode, text).toBe(200);
    }
    expect(await slugs("sprite'); drop table products; --")).toContain('forest-sprite');
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(products))[0]!.n).toBeGreaterThan(80);
  });

  it('keeps the search document right when products and collaborators change', async () => {
    await t.db.update(products).set({ name: 'Lunar Mothwing' }).where(eq(products.slug, 'ember-drake'));
    expect(await slugs('lunar mothwing')).toContain('ember-drake');
    expect(await slugs('lunr mothwin')).toContain('ember-drake');
    await t.db
      .update(collaborators)
      .set({ name: 'Quillfeather Atelier' })
      .where(eq(collaborators.slug, 'mossbyte-studio'));
    expect(await slugs('quillfeather')).toContain('forest-sprite');
    expect(await slugs('mossbyte')).not.toContain('forest-sprite');
  });

  it('answers from the cache with an ETag', async () => {
    const first = await t.app.inject({ url: '/api/v1/search?text=plush&size=3' });
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d$/);
    const again = await t.app.inject({
      url: '/api/v1/search?text=plush&size=3',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});
