/**
 * The paging of a content list in its address (`?page`, and `?size` where the list lets the visitor choose
 * it; spec 001 §9: page from 1, size 12). A value that is not a whole number in range falls back to its
 * default, and the page's loader redirects to the corrected address, as the store page does.
 */
export interface Paging {
  page: number;
  size: number;
}

export interface PagingRules {
  defaultSize: number;
  /** The largest size the address may ask for; without it the size is not part of the address. */
  maxSize?: number;
}

const MAX_PAGE = 10_000;

function whole(value: string | null, fallback: number, max: number): number {
  if (value === null) return fallback;
  const n = Number(value);
  return value.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
}

export function readPaging(params: URLSearchParams, rules: PagingRules): Paging {
  return {
    page: whole(params.get('page'), 1, MAX_PAGE),
    size: rules.maxSize ? whole(params.get('size'), rules.defaultSize, rules.maxSize) : rules.defaultSize,
  };
}

/** `?page=N&size=M` with only what differs from the defaults ('' for page 1 at the default size). */
export function pagingSearch({ page, size }: Paging, rules: PagingRules): string {
  const q = new URLSearchParams();
  if (page > 1) q.set('page', String(page));
  if (rules.maxSize && size !== rules.defaultSize) q.set('size', String(size));
  const search = q.toString();
  return search ? `?${search}` : '';
}

/** The address's canonical search for its paging, or null when it already is (unknown keys are dropped). */
export function correctPagingSearch(search: string, rules: PagingRules): string | null {
  const params = new URLSearchParams(search);
  const canonical = pagingSearch(readPaging(params, rules), rules);
  const current = params.toString();
  return canonical === (current ? `?${current}` : '') ? null : canonical;
}
