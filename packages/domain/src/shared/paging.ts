import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './page-size.ts';

/** Listing query parameters of spec 001 §9: page (from 1) and size, default 1 and 12. */

export const pagingQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PagingQuery = z.infer<typeof pagingQuery>;

export function page<T>(contents: T[], paging: PagingQuery, totalElements: number) {
  return { contents, page: paging.page, size: paging.size, totalElements };
}

export interface Page<T> {
  contents: T[];
  page: number;
  size: number;
  totalElements: number;
}

/** The response schema of a paged listing: `{ contents, page, size, totalElements }`. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    contents: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
  });
}
