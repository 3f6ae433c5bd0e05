import type { OrderDetail } from '@shop/domain/orders';
import { type ReviewItem, reviewWindows } from '@shop/domain/reviews';
import type { AppContext } from '../../http/types.ts';
import { deliveredAt, type ReviewLine } from './order-lines.ts';
import type { ReviewRow } from './repository.ts';

/** An order line and its review (or none yet) as the review box shows it (spec 000 §3 "Review box"). */
export function toReviewItem(
  ctx: AppContext,
  order: OrderDetail,
  line: ReviewLine,
  review: ReviewRow | undefined,
): ReviewItem {
  const { stars, starsWithMedia } = ctx.config.reviews;
  const windows = reviewWindows({
    createdAt: review?.createdAt ?? null,
    deliveredAt: deliveredAt(order),
    now: ctx.now(),
  });
  const published = review?.status === 'PUBLISHED';
  return {
    orderId: order.id,
    orderItemId: line.id,
    orderDate: order.orderDate,
    productId: line.productId,
    variantId: line.variantId,
    name: line.name,
    variantName: line.variantName,
    slug: line.slug,
    image: line.image,
    id: review?.id ?? null,
    rate: review?.rating ?? null,
    message: review?.message ?? null,
    images: (review?.photoIds ?? []).map((fileUUID, i) => ({
      fileUUID,
      imageUrl: review!.photos[i] ?? '',
      thumbnailUrl: review!.photoThumbs[i] ?? review!.photos[i] ?? '',
    })),
    createdDate: review?.createdAt.toISOString() ?? null,
    // A hidden review cannot be changed by its author (staff hid it).
    canEdit: windows.canEdit && (review === undefined || published),
    canNegative: windows.canNegative,
    stars,
    starsWithMedia,
    earned: review && published && review.goldRound > 0 ? stars + review.goldMedia : 0,
  };
}
