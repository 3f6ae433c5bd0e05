import type { ReviewPage } from '@shop/domain/reviews';
import { api } from '../../../lib/api.ts';

/** Reviews come 5 at a time: the product page's first page and each "more". */
export const REVIEW_PAGE_SIZE = 5;

export type FetchReviews = (page: number) => Promise<ReviewPage | null>;

/** GET /api/v1/products/{slug}/reviews, newest first; null when it failed (the client said why). */
export function reviewsOf(slug: string): FetchReviews {
  return async (page) => {
    const q = new URLSearchParams({ page: String(page), size: String(REVIEW_PAGE_SIZE) });
    const result = await api.request<ReviewPage>(
      'GET',
      `/api/v1/products/${encodeURIComponent(slug)}/reviews?${q}`,
    );
    return result.status === 200 ? result.body : null;
  };
}
