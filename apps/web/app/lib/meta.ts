import { t } from './i18n.ts';
import { FALLBACK_CONFIG, type RootData } from './session.ts';

type MetaMatch = { id: string; data?: unknown } | undefined;

/** "<page> | <store name>" and the shop's description; a route's meta replaces its parents', so both. */
export function titleMeta(title: string, matches: readonly MetaMatch[], description = t('app.description')) {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  const store = root?.appConfig?.storeName ?? FALLBACK_CONFIG.storeName;
  return [{ title: title ? `${title} | ${store}` : store }, { name: 'description', content: description }];
}

/** Pages that only exist for people (error pages, guards' screens) stay out of search engines. */
export const NO_INDEX = { name: 'robots', content: 'noindex' } as const;

/** What a shared link shows: the fields of an API's `seo` answer (article, collaboration). */
export interface SeoCard {
  title: string;
  description: string;
  canonicalUrl: string;
  imageUrl?: string | null;
}

/** Title, description, the Open Graph / Twitter card and the canonical address of a page with its own `seo`. */
export function shareMeta(seo: SeoCard, matches: readonly MetaMatch[], type: 'article' | 'website') {
  return [
    ...titleMeta(seo.title, matches, seo.description),
    { property: 'og:type', content: type },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonicalUrl },
    ...(seo.imageUrl
      ? [
          { property: 'og:image', content: seo.imageUrl },
          { name: 'twitter:card', content: 'summary_large_image' },
        ]
      : [{ name: 'twitter:card', content: 'summary' }]),
    { tagName: 'link', rel: 'canonical', href: seo.canonicalUrl },
  ];
}
