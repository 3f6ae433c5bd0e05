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
