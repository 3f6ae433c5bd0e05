import { DomainError } from '@shop/domain';
import type { PresignedUpload } from '@shop/domain/media';
import { reviewWindows } from '@shop/domain/reviews';
import type { AppContext } from '../../http/types.ts';
import { requestUploads } from '../media/index.ts';
import { reviewableLine } from './order-lines.ts';
import { findLineReviews } from './repository.ts';

/**
 * POST /orders/{orderId}/reviews/images (spec 000 §7): upload links for the photos of one order line's
 * review, once the shopper may write (or still edit) it. The uploads belong to that line: they can be
 * claimed only by this shopper's review of it.
 */
export async function requestReviewImages(
  ctx: AppContext,
  userId: string,
  orderId: string,
  input: { orderItemId: string; presignedUrlUploadRequests: { fileName: string; extension: string }[] },
): Promise<PresignedUpload[]> {
  const { line } = await reviewableLine(ctx, userId, orderId, input.orderItemId);
  const [review] = await findLineReviews(ctx.db, userId, [line.id]);
  if (review) {
    const { canEdit } = reviewWindows({ createdAt: review.createdAt, deliveredAt: null, now: ctx.now() });
    if (!canEdit || review.status !== 'PUBLISHED') throw new DomainError('REVIEW_EDIT_EXPIRED', {}, 409);
  }
  return requestUploads(ctx, {
    userId,
    purpose: 'review',
    ownerRef: line.id,
    files: input.presignedUrlUploadRequests,
  });
}
