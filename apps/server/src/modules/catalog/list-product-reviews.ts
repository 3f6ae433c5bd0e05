import type { ListReviewsQuery, ReviewPage } from '@shop/domain/reviews';
import type { AppContext } from '../../http/types.ts';
import { getDetailData } from './get-product-detail.ts';
import { findReviews } from './repository/reviews.ts';

/**
 * GET /api/v1/products/{slug}/reviews: published reviews, newest first or in the sort asked (highest, lowest,
 * with photos first); never cached, so a review shows as soon as it is saved (modules/reviews writes them).
 */
export async function listProductReviews(
  ctx: AppContext,
  key: string,
  query: ListReviewsQuery,
): Promise<ReviewPage> {
  const { product } = await getDetailData(ctx, key);
  const { rows, total } = await findReviews(ctx.db, product.id, {
    rating: query.rating,
    sort: query.sortBy,
    limit: query.size,
    offset: (query.page - 1) * query.size,
  });
  return {
    contents: rows.map((r) => ({
      id: r.id,
      author: { fullName: r.fullName, avatar: r.avatarUrl ? { imageUrl: r.avatarUrl } : null },
      rating: r.rating,
      message: r.message,
      createdDate: r.createdAt.toISOString(),
      photos: r.photos.map((imageUrl, i) => ({ imageUrl, thumbnailUrl: r.photoThumbs[i] ?? imageUrl })),
      variant: r.variantId && r.variantName ? { id: r.variantId, name: r.variantName } : null,
      verifiedBuyer: r.fromOrder,
    })),
    page: query.page,
    size: query.size,
    totalElements: total,
  };
}
