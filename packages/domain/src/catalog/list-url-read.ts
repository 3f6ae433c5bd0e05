import { z } from 'zod';
import { MAX_PRICE_CENTS } from './constants.ts';
import { LIST_DEFAULTS, LIST_KEYS, type ListFilters, listFiltersSearch, orderedRange } from './list-url.ts';
import { listProductsQuery } from './schemas.ts';

/**
 * Reading the store page's address on the server: each value with the API's own field schema
 * (`listProductsQuery`), so the page never sends what the API would refuse, and the one rule that
 * corrects a bad address.
 */
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
  const [minPrice, maxPrice] = orderedRange(pick(dollars, get('minPrice')), pick(dollars, get('maxPrice')));
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

/**
 * The correction rule: the canonical query of what the address asks for, or null when the address already
 * is canonical. A page past the last one is corrected by the caller once it knows the total.
 */
export function correctListSearch(search: string): string | null {
  const params = new URLSearchParams(search);
  const canonical = listFiltersSearch(readListFilters(params));
  const given = new URLSearchParams(search);
  for (const k of [...given.keys()]) if (!LIST_KEYS.includes(k)) return canonical;
  return canonical === (given.toString() ? `?${given}` : '') ? null : canonical;
}
