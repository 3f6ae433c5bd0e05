import type { ReviewPage, ReviewSort } from '@shop/domain/reviews';
import { api } from '../../../lib/api.ts';

/** Reviews come 5 at a time: the product page's first page and each "more". */
export const REVIEW_PAGE_SIZE = 5;

/**
 * The review sorts of @shop/domain/reviews (REVIEW_SORTS), in the order the select offers them. Written out
 * here, checked against the domain's type, because importing the domain's value would bring its zod schemas
 * into the product page's JavaScript.
 */
const SORTS: Record<ReviewSort, number> = { NEWEST: 0, HIGHEST: 1, LOWEST: 2, WITH_PHOTOS: 3 };
export const REVIEW_SORT_OPTIONS = (Object.keys(SORTS) as ReviewSort[]).sort((a, b) => SORTS[a] - SORTS[b]);

/** The sort a query parameter names, NEWEST when it names none. */
export const reviewSortOf = (value: string | null | undefined): ReviewSort =>
  value && Object.hasOwn(SORTS, value) ? (value as ReviewSort) : 'NEWEST';

export type FetchReviews = (page: number, sort: ReviewSort) => Promise<ReviewPage | null>;

/** GET /api/v1/products/{slug}/reviews in the sort asked; null when it failed (the client said why). */
export function reviewsOf(slug: string): FetchReviews {
  return async (page, sort) => {
    const q = new URLSearchParams({ page: String(page), size: String(REVIEW_PAGE_SIZE), sortBy: sort });
    const result = await api.request<ReviewPage>(
      'GET',
      `/api/v1/products/${encodeURIComponent(slug)}/reviews?${q}`,
    );
    return result.status === 200 ? result.body : null;
  };
}
