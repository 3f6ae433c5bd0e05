import type { AppConfigResponse } from '@shop/domain/content';
import { FALLBACK_CONFIG, type RootData } from './session.ts';

/**
 * What search engines and link previews read, built on the shop's public address only (PUBLIC_URL, given by
 * the app config): a page never prints an absolute URL taken from the request's Host header, which anyone
 * can set (and which a shared render cache would then serve to everybody). Without the config, no absolute
 * URL is printed at all.
 *
 * JSON-LD (schema.org): Organization and WebSite with a SearchAction on the home page, BreadcrumbList with
 * every breadcrumb (shell/page-frame.tsx), Article on news, Product on product pages (features/catalog).
 */
type MetaMatch = { id: string; data?: unknown } | undefined;

/** The app config of the root loader's data, from a route's meta `matches`. */
export function configOf(matches: readonly MetaMatch[]): AppConfigResponse {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  return root?.appConfig ?? FALLBACK_CONFIG;
}

/** `path` (or an already absolute URL) on the shop's public address; null while that is unknown. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string | null {
  if (!publicUrl) return null;
  return new URL(pathOrUrl, `${publicUrl.replace(/\/+$/, '')}/`).href;
}

/** og:url and the canonical link of a page, on the public address. */
export function canonicalMeta(publicUrl: string, path: string) {
  const url = absoluteUrl(publicUrl, path);
  return url
    ? [
        { property: 'og:url', content: url },
        { tagName: 'link', rel: 'canonical', href: url },
      ]
    : [];
}

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** The shop as an organisation: name, address, logo and its social profiles. */
export function organizationLd(config: AppConfigResponse): JsonLd | null {
  const url = absoluteUrl(config.publicUrl, '/');
  if (!url) return null;
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: config.storeName,
    url,
    logo: absoluteUrl(config.publicUrl, '/favicon.svg'),
    ...(config.supportEmail ? { email: config.supportEmail } : {}),
    ...(config.socialLinks.length > 0 ? { sameAs: config.socialLinks.map((l) => l.url) } : {}),
  };
}

/** The site, with the search box search engines may show (the shop's search results page). */
export function websiteLd(config: AppConfigResponse): JsonLd | null {
  const url = absoluteUrl(config.publicUrl, '/');
  if (!url) return null;
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: config.storeName,
    url,
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl(config.publicUrl, '/search/result')}?text={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** A news article: headline, dates, picture, the shop as author and publisher. `canonicalUrl` is the API's. */
export function articleLd(
  config: AppConfigResponse,
  article: {
    title: string;
    publishedDate: string | null;
    updatedDate: string;
    seo: { description: string; imageUrl: string | null; canonicalUrl: string };
  },
): JsonLd | null {
  const shop = organizationLd(config);
  if (!shop) return null;
  const { '@context': _context, ...publisher } = shop;
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    // Search engines cut headlines at 110 characters.
    headline: article.title.length > 110 ? `${article.title.slice(0, 109)}…` : article.title,
    description: article.seo.description,
    ...(article.seo.imageUrl ? { image: [article.seo.imageUrl] } : {}),
    ...(article.publishedDate ? { datePublished: article.publishedDate } : {}),
    dateModified: article.updatedDate,
    author: publisher,
    publisher,
    mainEntityOfPage: { '@type': 'WebPage', '@id': article.seo.canonicalUrl },
    url: article.seo.canonicalUrl,
  };
}

export interface LdCrumb {
  name: string;
  /** A site path; crumbs without one (a label that links nowhere) are left out, except the last. */
  path?: string;
}

/** HOME > ... > the page: linked crumbs and the page itself, positions from 1. */
export function breadcrumbLd(
  publicUrl: string,
  crumbs: readonly LdCrumb[],
  currentPath: string,
): JsonLd | null {
  if (!publicUrl || crumbs.length === 0) return null;
  const last = crumbs.length - 1;
  const items = crumbs
    .map((c, i) => ({ name: c.name, path: i === last ? currentPath : c.path }))
    .filter((c): c is { name: string; path: string } => c.path !== undefined);
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(publicUrl, c.path),
    })),
  };
}

/** Safe inside a <script> element: no `</script>` or `<!--` can close it early. */
export const jsonLdText = (data: JsonLd) => JSON.stringify(data).replace(/</g, '\\u003c');

/** JSON-LD in the page's body (search engines read it anywhere in the document). */
export function JsonLdScript({ data }: { data: JsonLd | null }) {
  if (!data) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON built here, with '<' escaped (jsonLdText)
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
