import type { AppContext } from '../../http/types.ts';
import { absoluteUrl } from './public-url.ts';
import { findCollaboratorSlugs } from './repository/collabs.ts';
import { findPublishedArticleSlugs } from './repository/news.ts';
import { findSitemapProducts } from './repository/sitemap.ts';

/**
 * Pages of the storefront that are the same for everyone (spec 001 §2.1 and the paths it mentions). Account,
 * checkout, auth and search-result pages are left out: they are private or endless.
 */
export const STATIC_PAGES = [
  '/',
  '/product',
  '/news',
  '/collab',
  '/heritage',
  '/membership',
  '/about-us',
  '/about-us/story',
  '/about-us/the-making-of',
  '/help-center',
  '/help-center/faq',
  '/help-center/policy/return-shipping-policy',
  '/manual',
  '/contact-us',
] as const;

// The sitemap protocol's limit per file; a bigger shop would need a sitemap index.
const MAX_URLS = 50_000;

interface Entry {
  loc: string;
  lastmod?: Date;
}

const escapeXml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

function render(entries: Entry[]): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeXml(e.loc)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** /sitemap.xml: static pages, every public product, published article and collaboration, absolute URLs. */
export async function buildSitemap(ctx: AppContext): Promise<string> {
  const [articles, collabs] = await Promise.all([
    findPublishedArticleSlugs(ctx.db, ctx.now()),
    findCollaboratorSlugs(ctx.db),
  ]);
  const room = MAX_URLS - STATIC_PAGES.length - articles.length - collabs.length;
  const products = await findSitemapProducts(ctx.db, Math.max(0, room));
  const url = (path: string) => absoluteUrl(ctx.config, path);
  return render([
    ...STATIC_PAGES.map((p) => ({ loc: url(p) })),
    ...products.map((p) => ({ loc: url(`/product/${encodeURIComponent(p.slug)}`), lastmod: p.updatedAt })),
    ...articles.map((a) => ({
      loc: url(`/news/${encodeURIComponent(a.slug)}`),
      // A post scheduled after its last edit changed (appeared) when it was published.
      lastmod: a.publishedDate && a.publishedDate > a.updatedAt ? a.publishedDate : a.updatedAt,
    })),
    ...collabs.map((c) => ({ loc: url(`/collab/${encodeURIComponent(c.slug)}`), lastmod: c.updatedAt })),
  ]);
}

/** /robots.txt: everything may be crawled except private areas and the API; points at the sitemap. */
export function buildRobots(ctx: AppContext): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /account',
    'Disallow: /checkout',
    'Disallow: /auth',
    'Disallow: /api',
    '',
    `Sitemap: ${absoluteUrl(ctx.config, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
