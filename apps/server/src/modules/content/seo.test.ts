import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, collaborators, products } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { STATIC_PAGES } from './build-sitemap.ts';

const NOW = new Date('2026-06-15T12:00:00.000Z');

describe('what search engines read', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let xml: string;
  let base: string;
  const locs = () => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: () => NOW, config: { publicUrl: 'https://shop.example' } });
    base = 'https://shop.example';
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    xml = res.body;
  });
  afterAll(() => t?.close());

  it('is a sitemap of absolute URLs on PUBLIC_URL', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const loc of locs()) expect(loc.startsWith(`${base}/`)).toBe(true);
    for (const page of STATIC_PAGES) expect(locs()).toContain(`${base}${page}`);
  });

  it('takes no address from the request: a spoofed Host changes neither the sitemap, robots.txt nor the app config', async () => {
    const spoofed = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    const other = await t.app.inject({ url: '/sitemap.xml', headers: spoofed });
    expect(other.body).toBe(xml);
    expect((await t.app.inject({ url: '/robots.txt', headers: spoofed })).body).toContain(
      `Sitemap: ${base}/sitemap.xml`,
    );
    const config = (await t.app.inject({ url: '/api/v1/app-config', headers: spoofed })).json();
    expect(config.publicUrl).toBe(base);
  });

  it('lists every public product, published article and collaboration, with lastmod', async () => {
    const listed = await t.db
      .select({ slug: products.slug, status: products.status, privacy: products.privacy })
      .from(products);
    const expected = listed.filter(
      (p) => ['ACTIVE', 'ARCHIVED'].includes(p.status) && p.privacy === 'PUBLIC',
    );
    expect(expected.length).toBe(82);
    const productLocs = locs().filter((l) => l.startsWith(`${base}/product/`));
    expect(productLocs.sort()).toEqual(expected.map((p) => `${base}/product/${p.slug}`).sort());

    const newsLocs = locs().filter((l) => l.startsWith(`${base}/news/`));
    expect(newsLocs).toHaveLength(19);
    expect(newsLocs).toContain(`${base}/news/inside-the-moss-golem-studio-session`);

    const collabs = await t.db.select({ slug: collaborators.slug }).from(collaborators);
    const collabLocs = locs().filter((l) => l.startsWith(`${base}/collab/`));
    expect(collabLocs.sort()).toEqual(collabs.map((c) => `${base}/collab/${c.slug}`).sort());

    expect(xml).toMatch(
      /<url><loc>https:\/\/shop\.example\/news\/[a-z0-9-]+<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod><\/url>/,
    );
    expect(locs()).toHaveLength(STATIC_PAGES.length + 82 + 19 + 10);
  });

  it('leaves out drafts, private products and private areas', async () => {
    const hidden = await t.db
      .select({ slug: products.slug })
      .from(products)
      .where(or(eq(products.status, 'DRAFT'), eq(products.privacy, 'PRIVATE')));
    expect(hidden.length).toBe(2);
    for (const p of hidden) expect(locs()).not.toContain(`${base}/product/${p.slug}`);
    const [draft] = await t.db
      .select({ slug: articles.slug })
      .from(articles)
      .where(eq(articles.status, 'DRAFT'));
    expect(xml).not.toContain(draft!.slug);
    expect(xml).not.toMatch(/\/(account|checkout|auth|api)\b/);
  });

  it('GET /robots.txt allows all but private areas and names the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /account',
        'Disallow: /checkout',
        'Disallow: /auth',
        'Disallow: /api',
        '',
        'Sitemap: https://shop.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('neither is part of the API document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/sitemap.xml');
    expect(Object.keys(doc.paths)).toContain('/api/v1/news/{slug}');
  });
});
