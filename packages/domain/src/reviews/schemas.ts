import { z } from 'zod';
import { pageOf, pagingQuery } from '../shared/paging.ts';
import { REVIEW_RATINGS, REVIEW_SORTS } from './constants.ts';

/** Review as the product page shows it (spec 000 §3 "Review (display)"). */
export const review = z.object({
  id: z.string(),
  author: z.object({
    fullName: z.string(),
    avatar: z.object({ imageUrl: z.string() }).nullable(),
  }),
  rating: z.number().int().min(1).max(5),
  message: z.string(),
  createdDate: z.string(),
  /** The large rendition (the viewer) and, for reviews written here, a small one for the strip. */
  photos: z.array(z.object({ imageUrl: z.string(), thumbnailUrl: z.string().optional() })),
  /** The option the reviewer bought, when known. */
  variant: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Written from an order of the reviewer's (every review written through the shop is). */
  verifiedBuyer: z.boolean(),
});
export type Review = z.infer<typeof review>;

/** Count of published reviews per star, "1" to "5". */
export const ratingBreakdown = z.object({
  1: z.number().int(),
  2: z.number().int(),
  3: z.number().int(),
  4: z.number().int(),
  5: z.number().int(),
});

/**
 * Review summary of a product (spec 002 §3 Product "rating"): the mean of the published ratings rounded to
 * one decimal (0 when there is none), the count and the breakdown. There is one rating per review, so
 * `product` is the same figure as `overall`.
 */
export const reviewSummary = z.object({
  overall: z.number(),
  product: z.number(),
  reviews: z.number().int(),
  breakdown: ratingBreakdown,
});
export type ReviewSummary = z.infer<typeof reviewSummary>;

export const listReviewsQuery = pagingQuery.extend({
  /** Only reviews with this many stars. */
  rating: z.coerce.number().int().min(1).max(5).optional(),
  sortBy: z.enum(REVIEW_SORTS).default('NEWEST'),
});
export type ListReviewsQuery = z.infer<typeof listReviewsQuery>;

export const reviewPage = pageOf(review);
export type ReviewPage = z.infer<typeof reviewPage>;

/** The summary of a list of ratings; the server counts in SQL and the same rounding applies. */
export function summarizeRatings(counts: Partial<Record<1 | 2 | 3 | 4 | 5, number>>): ReviewSummary {
  const breakdown = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let sum = 0;
  for (const star of REVIEW_RATINGS) {
    const n = Math.max(0, counts[star] ?? 0);
    breakdown[star] = n;
    total += n;
    sum += n * star;
  }
  const overall = total === 0 ? 0 : Math.round((sum / total) * 10) / 10;
  return { overall, product: overall, reviews: total, breakdown };
}
