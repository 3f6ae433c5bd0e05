import { z } from 'zod';
import {
  type ArchiveFilter,
  listProductsQuery,
  MAX_PRICE_CENTS,
  type ProductType,
  type SortBy,
} from './schemas.ts';

/**
 * The store page's address (/product?...): its filters, sort and paging, and the one rule that corrects a
 * bad address. Each value is read with the API's own field schema (`listProductsQuery`), so the page never
 * sends what the API would refuse. Prices are whole or decimal US dollars in the address (what a shopper
 * reads) and integer cents to the API.
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
const KEYS = ['category', 'type', 'inStock', 'minPrice', 'maxPrice', 'archive', 'sortBy', 'page', 'size'];

const field = listProductsQuery.shape;
const dollars = z.coerce
  .number()
  .min(0)
  .max(MAX_PRICE_CENTS / 100)
  .transform((n) => Math.round(n * 100) / 100);

function pick<T>(schema: z.ZodType<T>, value: string | null): T | undefined {
  if (value === null || value === '') return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The filters an address asks for; a value that is not valid is left at its default. */
export function readListFilters(params: URLSearchParams): ListFilters {
  const get = (k: string) => params.get(k);
  let minPrice = pick(dollars, get('minPrice'));
  let maxPrice = pick(dollars, get('maxPrice'));
  // A range typed backwards is meant the other way round.
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  const inStock = pick(field.inStock, get('inStock'));
  return {
    page: pick(field.page, get('page')) ?? LIST_DEFAULTS.page,
    size: pick(field.size, get('size')) ?? LIST_DEFAULTS.size,
    sortBy: pick(field.sortBy, get('sortBy')) ?? LIST_DEFAULTS.sortBy,
    archive: pick(field.archive, get('archive')) ?? LIST_DEFAULTS.archive,
    category: pick(field.category, get('category')),
    type: pick(field.type, get('type')),
    inStock: inStock === true ? true : undefined,
    minPrice,
    maxPrice,
  };
}

/** The canonical address query of some filters: defaults left out, keys in one order. */
export function listFiltersSearch(filters: ListFilters): string {
  const q = new URLSearchParams();
  const set = (k: string, v: string | number | undefined, dflt?: string | number) => {
    if (v !== undefined && v !== dflt) q.set(k, String(v));
  };
  set('category', filters.category);
  set('type', filters.type);
  set('inStock', filters.inStock ? 'true' : undefined);
  set('minPrice', filters.minPrice);
  set('maxPrice', filters.maxPrice);
  set('archive', filters.archive, LIST_DEFAULTS.archive);
  set('sortBy', filters.sortBy, LIST_DEFAULTS.sortBy);
  set('page', filters.page, LIST_DEFAULTS.page);
  set('size', filters.size, LIST_DEFAULTS.size);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * The correction rule: the canonical query of what the address asks for, or null when the address already
 * is canonical. A page past the last one is corrected by the caller once it knows the total.
 */
export function correctListSearch(search: string): string | null {
  const params = new URLSearchParams(search);
  const canonical = listFiltersSearch(readListFilters(params));
  const given = new URLSearchParams(search);
  for (const k of [...given.keys()]) if (!KEYS.includes(k)) return canonical;
  return canonical === (given.toString() ? `?${given}` : '') ? null : canonical;
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

/** Category choices of the store page: GET /api/v1/categories. */
export const categorySummary = z.object({
  slug: z.string(),
  name: z.string(),
  kind: z.enum(['MAIN', 'SUB']),
  parentSlug: z.string().nullable(),
});
export type CategorySummary = z.infer<typeof categorySummary>;
export const categoryList = z.object({ contents: z.array(categorySummary) });
export type CategoryList = z.infer<typeof categoryList>;
