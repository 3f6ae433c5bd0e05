import type { ArchiveFilter, ProductType, SortBy } from './constants.ts';

/**
 * The store page's address (/product?...): its filters, sort and paging as written, in one order, without
 * defaults. Reading and correcting an address (with the API's own field schemas) is in list-url-read.ts, on
 * the server; this file has no zod, so the browser's filter form can use it. Prices are whole or decimal US
 * dollars in the address (what a shopper reads) and integer cents to the API.
 */
export interface ListFilters {
  page: number;
  size: number;
  sortBy: SortBy;
  archive: ArchiveFilter;
  category?: string;
  type?: ProductType;
  inStock?: true;
  minPrice?: number;
  maxPrice?: number;
}

export const LIST_DEFAULTS = { page: 1, size: 12, sortBy: 'NEWEST', archive: 'NONE' } as const;

/** Parameters the address keeps, in the order it writes them; anything else is dropped. */
export const LIST_KEYS = [
  'category',
  'type',
  'inStock',
  'minPrice',
  'maxPrice',
  'archive',
  'sortBy',
  'page',
  'size',
];

/** The defaults an address leaves out, as the address writes them. */
const DEFAULT_VALUES: Record<string, string> = {
  archive: LIST_DEFAULTS.archive,
  sortBy: LIST_DEFAULTS.sortBy,
  page: String(LIST_DEFAULTS.page),
  size: String(LIST_DEFAULTS.size),
};

/** A price range typed backwards is meant the other way round. */
export function orderedRange<T extends number | undefined>(min: T, max: T): [T, T] {
  return min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
}

/**
 * An address query tidied, not checked: the store page's keys only, in their order, empty and default values
 * left out. For valid values this is the canonical address; the page corrects anything else.
 */
export function tidyListSearch(params: URLSearchParams): string {
  const q = new URLSearchParams();
  for (const k of LIST_KEYS) {
    const v = params.get(k);
    if (v !== null && v !== '' && v !== DEFAULT_VALUES[k]) q.set(k, v);
  }
  const [min, max] = [q.get('minPrice'), q.get('maxPrice')].map((v) => (v === null ? undefined : Number(v)));
  const [low, high] = orderedRange(min, max);
  if (low !== min && low !== undefined && high !== undefined) {
    q.set('minPrice', String(low));
    q.set('maxPrice', String(high));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The canonical address query of some filters: defaults left out, keys in one order. */
export function listFiltersSearch(filters: ListFilters): string {
  const q = new URLSearchParams();
  for (const k of LIST_KEYS) {
    const v = filters[k as keyof ListFilters];
    if (v !== undefined) q.set(k, String(v));
  }
  return tidyListSearch(q);
}

/** GET /api/v1/products query of the filters (prices in cents). */
export function listApiQuery(filters: ListFilters): URLSearchParams {
  const q = new URLSearchParams({
    page: String(filters.page),
    size: String(filters.size),
    sortBy: filters.sortBy,
    archive: filters.archive,
  });
  if (filters.category) q.set('category', filters.category);
  if (filters.type) q.set('type', filters.type);
  if (filters.inStock) q.set('inStock', 'true');
  if (filters.minPrice !== undefined) q.set('priceFrom', String(Math.round(filters.minPrice * 100)));
  if (filters.maxPrice !== undefined) q.set('priceTo', String(Math.round(filters.maxPrice * 100)));
  return q;
}
