import { DomainError } from '@shop/domain';
import type { AppContext } from '../../http/types.ts';
import { invalidateCatalogCache } from '../catalog/index.ts';
import { insertModeration, lockReview, updateReview } from './repository.ts';
import { creditReviewGold, reverseReviewGold } from './review-gold.ts';

/**
 * Staff: hide a review (it leaves the product page and its summary; its gold is taken back) or restore it
 * (shown again, and it earns its gold again in a new round). Each change is logged with its reason, who
 * and when (review_moderation); hiding a hidden review, or restoring a shown one, changes nothing.
 */
export async function moderateReview(
  ctx: AppContext,
  actorId: string,
  reviewId: string,
  action: 'HIDE' | 'RESTORE',
  reason: string,
) {
  const result = await ctx.db.transaction(async (tx) => {
    const review = await lockReview(tx, reviewId);
    if (!review) throw new DomainError('NOT_FOUND', { what: 'review' }, 404);
    const target: 'HIDDEN' | 'PUBLISHED' = action === 'HIDE' ? 'HIDDEN' : 'PUBLISHED';
    if (review.status === target) return { id: review.id, status: target, reason };
    const now = ctx.now();
    await insertModeration(tx, { reviewId, action, reason, actorId, at: now });
    if (action === 'HIDE') {
      await reverseReviewGold(ctx, tx, review, reason);
      await updateReview(tx, reviewId, { status: 'HIDDEN', updatedAt: now });
    } else {
      const shown = await updateReview(tx, reviewId, { status: 'PUBLISHED', updatedAt: now });
      // Seeded reviews (no order line) never earned gold.
      if (review.orderLineId && review.goldRound > 0) {
        const labels = { orderId: review.orderId, productName: null, productImage: null };
        await updateReview(
          tx,
          reviewId,
          await creditReviewGold(ctx, tx, shown, labels, review.goldRound + 1),
        );
      }
    }
    return { id: review.id, status: target, reason };
  });
  invalidateCatalogCache(ctx);
  return result;
}
