import type { SearchSort } from '@shop/domain/search';

/** The API's limit on search text (SEARCH_TEXT_MAX) and the result page's size (spec 001 §9: 12). */
export const SEARCH_TEXT_MAX = 100;
export const RESULT_PAGE_SIZE = 12;
const MAX_PAGE = 10_000;

/** The sorts a search result offers (the API's SEARCH_SORTS), kept here so zod stays out of this file. */
export const SEARCH_SORT_OPTIONS = [
  'RELEVANCE',
  'NEWEST',
  'OLDEST',
  'PRICE_LOW_TO_HIGH',
  'PRICE_HIGH_TO_LOW',
  'RATING_HIGH_TO_LOW',
] as const satisfies readonly SearchSort[];

export function searchSortParam(value: string | null): SearchSort {
  return SEARCH_SORT_OPTIONS.find((s) => s === value) ?? 'NEWEST';
}

export function searchPageParam(value: string | null): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PAGE) : 1;
}

export interface SearchParams {
  text: string;
  sortBy: SearchSort;
  page: number;
}

export function readSearchParams(params: URLSearchParams): SearchParams {
  return {
    text: (params.get('text') ?? '').trim().slice(0, SEARCH_TEXT_MAX),
    sortBy: searchSortParam(params.get('sortBy')),
    page: searchPageParam(params.get('page')),
  };
}

/**
 * /search/result's address: text and sortBy always (spec 000 §2: `?text=...&sortBy=NEWEST`), page when
 * past the first.
 */
export function searchResultHref({ text, sortBy, page }: SearchParams): string {
  const q = new URLSearchParams({ text, sortBy });
  if (page > 1) q.set('page', String(page));
  return `/search/result?${q}`;
}

/** The canonical address of a /search/result query, or null when it already is (bad values corrected). */
export function correctSearchHref(search: string): string | null {
  const params = new URLSearchParams(search);
  const href = searchResultHref(readSearchParams(params));
  return href === `/search/result?${params}` ? null : href;
}
