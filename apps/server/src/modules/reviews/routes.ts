import { presignedUpload } from '@shop/domain/media';
import {
  moderationAnswer,
  moderationInput,
  orderIdOnlyParams,
  orderReviewParams,
  orderReviews,
  reviewIdParams,
  reviewImagesInput,
  reviewItem,
  reviewWriteInput,
} from '@shop/domain/reviews';
import { z } from 'zod';
import { requireAdmin, requireUser } from '../../http/auth.ts';
import type { ApiApp } from '../../http/types.ts';
import { listOrderReviews } from './list-order-reviews.ts';
import { moderateReview } from './moderate-review.ts';
import { requestReviewImages } from './request-review-images.ts';
import { writeReview } from './write-review.ts';

const tags = ['reviews'];

/** Reviews of order lines (the order detail page's review boxes) and their moderation. README.md. */
export async function reviewRoutes(app: ApiApp): Promise<void> {
  const { ctx } = app;
  const personal = { 'cache-control': 'private, no-store' };

  app.get(
    '/orders/:orderId/reviews',
    {
      schema: {
        summary: "My order's review boxes",
        description:
          "One per line of the order, with its review when written, canEdit (24 h), canNegative (30 days after delivery) and the gold a review earns (stars, starsWithMedia). 404 for another shopper's order.",
        tags,
        params: orderIdOnlyParams,
        response: { 200: orderReviews },
      },
    },
    async (request, reply) => {
      reply.headers(personal);
      return listOrderReviews(ctx, requireUser(request).id, request.params.orderId);
    },
  );

  app.put(
    '/orders/:orderId/items/:orderItemId/review',
    {
      schema: {
        summary: 'Publish my review of an order line',
        description:
          "A new review or an edit (within 24 h). Errors: REVIEW_NOT_ALLOWED (409: the order is not on delivery or delivered), REVIEW_EDIT_EXPIRED (409), REVIEW_RATING_TOO_LOW (400, `min`), INVALID_FIELD (message 1-200, rate), the photo codes of media (FILE_TOO_LARGE, FILE_TYPE_NOT_SUPPORTED, UPLOAD_NOT_RECEIVED, UPLOAD_EXPIRED, PHOTO_LIMIT_REACHED), 404 for another shopper's order, line or upload.",
        tags,
        params: orderReviewParams,
        body: reviewWriteInput,
        response: { 200: reviewItem },
      },
    },
    async (request, reply) => {
      reply.headers(personal);
      return writeReview(ctx, requireUser(request).id, request.params, request.body);
    },
  );

  app.post(
    '/orders/:orderId/reviews/images',
    {
      schema: {
        summary: "Upload links for a review's photos",
        description:
          'Spec 000 §7: one link per file, aligned to them (PUT the file to `url` with its content-type, then name its fileUUID when publishing). JPEG, JPG or PNG, at most 9.',
        tags,
        params: orderIdOnlyParams,
        body: reviewImagesInput,
        response: { 200: z.array(presignedUpload) },
      },
    },
    async (request, reply) => {
      reply.headers(personal);
      return requestReviewImages(ctx, requireUser(request).id, request.params.orderId, request.body);
    },
  );

  for (const action of ['hide', 'restore'] as const) {
    app.post(
      `/staff/reviews/:reviewId/${action}`,
      {
        schema: {
          summary: action === 'hide' ? 'Hide a review (staff)' : 'Restore a hidden review (staff)',
          description:
            'Platform staff only. Logged with the reason. Hiding takes the review off the product page and its summary and takes its gold back; restoring shows it again and credits it again.',
          tags,
          params: reviewIdParams,
          body: moderationInput,
          response: { 200: moderationAnswer },
        },
      },
      async (request) => {
        const staff = requireAdmin(request);
        return moderateReview(
          ctx,
          staff.id,
          request.params.reviewId,
          action === 'hide' ? 'HIDE' : 'RESTORE',
          request.body.reason,
        );
      },
    );
  }
}
