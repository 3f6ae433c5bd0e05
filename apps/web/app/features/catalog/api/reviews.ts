import type { ReviewPage, ReviewSort } from '@shop/domain/reviews';
import { api } from '../../../lib/api.ts';

/** Reviews come 5 at a time: the product page's first page and each "more". */
export const REVIEW_PAGE_SIZE = 5;

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
