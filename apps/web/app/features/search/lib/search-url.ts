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

/** The two pages of search results (spec 000 §2): the submit's, and View more's from the header panel. */
export type SearchPage = 'result' | 'product';

/**
 * The archive filter of the panel's global search (spec 000 §7: "archive-inclusion param"): the panel and
 * its View more page find archived products too; the submit's result page lists what is sold now.
 */
export const GLOBAL_SEARCH_ARCHIVE = 'INCLUDE_ARCHIVED';

/**
 * /search/result sorts NEWEST unless asked (spec 000 §2 `sortBy=NEWEST`); /search/product goes on from the
 * panel's three in the panel's order: best match first for a text, else newest.
 */
export function defaultSort(page: SearchPage, text: string): SearchSort {
  return page === 'product' && text ? 'RELEVANCE' : 'NEWEST';
}

export function searchSortParam(value: string | null, fallback: SearchSort = 'NEWEST'): SearchSort {
  return SEARCH_SORT_OPTIONS.find((s) => s === value) ?? fallback;
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

export function readSearchParams(params: URLSearchParams, on: SearchPage = 'result'): SearchParams {
  const text = (params.get('text') ?? '').trim().slice(0, SEARCH_TEXT_MAX);
  return {
    text,
    sortBy: searchSortParam(params.get('sortBy'), defaultSort(on, text)),
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

/** /search/product's address: the text when there is one, the sort when not the default, page past the first. */
export function searchProductHref({ text, sortBy, page }: SearchParams): string {
  const q = new URLSearchParams();
  if (text) q.set('text', text);
  if (sortBy !== defaultSort('product', text)) q.set('sortBy', sortBy);
  if (page > 1) q.set('page', String(page));
  const search = q.toString();
  return search ? `/search/product?${search}` : '/search/product';
}

export const searchHref = (on: SearchPage, params: SearchParams) =>
  on === 'product' ? searchProductHref(params) : searchResultHref(params);

/** The canonical address of a search page's query, or null when it already is (bad values corrected). */
export function correctSearchHref(search: string, on: SearchPage = 'result'): string | null {
  const params = new URLSearchParams(search);
  const href = searchHref(on, readSearchParams(params, on));
  const current = params.toString() ? `/search/${on}?${params}` : `/search/${on}`;
  return href === current ? null : href;
}
