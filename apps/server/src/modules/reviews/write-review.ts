import { DomainError } from '@shop/domain';
import {
  type ReviewItem,
  type ReviewWriteInput,
  reviewWindows,
  reviewWriteInput,
} from '@shop/domain/reviews';
import type { AppContext } from '../../http/types.ts';
import { invalidateCatalogCache } from '../catalog/index.ts';
import { claimUploads, readyUploads } from '../media/index.ts';
import { deliveredAt, reviewableLine } from './order-lines.ts';
import { insertReview, lockLine, lockLineReview, type ReviewRow, updateReview } from './repository.ts';
import { creditReviewGold } from './review-gold.ts';
import { toReviewItem } from './review-item.ts';

/**
 * PUT /orders/{orderId}/items/{orderItemId}/review: the review box's PUBLISH, a new review or an edit of
 * the shopper's review of that line (spec 000 §4-§5, 002 §4). The server holds every rule: the order is
 * the shopper's and on delivery or delivered, the review is changed only within 24 hours of its creation,
 * the lowest rating is 3 unless within 30 days of delivery (then 1), the message 1-200 characters, at most 9
 * photos, each the shopper's upload for this line. One transaction writes the review, its photos (claimed
 * from media), its gold (once, through the loyalty ledger); the product's summary is counted from the
 * reviews, so it moves with the same commit. The line is locked first (then its review row, the photos, the
 * gold, always in that order), so two PUBLISHes of one line run one after the other: one review, one credit.
 */
export async function writeReview(
  ctx: AppContext,
  userId: string,
  params: { orderId: string; orderItemId: string },
  body: ReviewWriteInput,
): Promise<ReviewItem> {
  const input = reviewWriteInput.parse(body);
  const { order, line } = await reviewableLine(ctx, userId, params.orderId, params.orderItemId);
  const owner = { userId, purpose: 'review' as const, ownerRef: line.id };
  // Outside the transaction: this may read files back from S3 and run sharp.
  await readyUploads(ctx, { ...owner, fileUUIDs: input.fileUUIDs });
  const labels = { orderId: order.id, productName: line.name, productImage: line.image?.imageUrl ?? null };

  const saved = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await lockLine(tx, line.id);
    const existing = await lockLineReview(tx, line.id);
    if (existing && existing.userId !== userId) throw new DomainError('NOT_FOUND', { what: 'review' }, 404);
    const windows = reviewWindows({
      createdAt: existing?.createdAt ?? null,
      deliveredAt: deliveredAt(order),
      now,
    });
    if (existing && (!windows.canEdit || existing.status !== 'PUBLISHED'))
      throw new DomainError('REVIEW_EDIT_EXPIRED', {}, 409);
    if (input.rate < windows.minRating)
      throw new DomainError('REVIEW_RATING_TOO_LOW', { min: windows.minRating }, 400);
    const photos = await claimUploads(ctx, tx, { ...owner, fileUUIDs: input.fileUUIDs });
    const content = {
      rating: input.rate,
      message: input.message,
      photos: photos.map((p) => p.imageUrl),
      photoThumbs: photos.map((p) => p.thumbnailUrl),
      photoIds: photos.map((p) => p.fileUUID),
      updatedAt: now,
    };
    let row: ReviewRow | undefined = existing;
    if (!row) {
      row = await insertReview(tx, {
        ...content,
        productId: line.productId,
        variantId: line.variantId,
        userId,
        orderId: order.id,
        orderLineId: line.id,
        createdAt: now,
      });
      // Saves of one line wait for each other (lockLine): only a writer that bypassed it lands here.
      if (!row) throw new DomainError('CONFLICT', {}, 409);
    } else {
      row = await updateReview(tx, row.id, content);
    }
    const gold = await creditReviewGold(ctx, tx, row, labels);
    return updateReview(tx, row.id, gold);
  });
  invalidateCatalogCache(ctx);
  return toReviewItem(ctx, order, line, saved);
}
