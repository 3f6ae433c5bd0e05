import { z } from 'zod';
import {
  MIN_NEGATIVE_RATING,
  MIN_RATING,
  NEGATIVE_REVIEW_WINDOW_MS,
  REVIEW_EDIT_WINDOW_MS,
  REVIEW_MESSAGE_MAX,
  REVIEW_MESSAGE_REQUIRED,
  REVIEW_MESSAGE_TOO_LONG,
  REVIEW_PHOTOS_MAX,
} from './constants.ts';

export interface ReviewWindows {
  /** The review may still be written or changed (a new one always; a saved one within 24 h). */
  canEdit: boolean;
  /** Ratings below 3 are allowed (within 30 days of delivery). */
  canNegative: boolean;
  minRating: number;
}

/**
 * The windows of one order line's review at `now`. A negative review needs a delivery date within the last
 * 30 days: an order still on its way has none yet, so its lowest rating is 3 (ours: the 30 days count from
 * delivery, as the spec says, and nothing was delivered yet).
 */
export function reviewWindows(input: {
  createdAt: Date | null;
  deliveredAt: Date | null;
  now: Date;
}): ReviewWindows {
  const t = input.now.getTime();
  const canEdit = input.createdAt === null || t - input.createdAt.getTime() < REVIEW_EDIT_WINDOW_MS;
  const canNegative =
    input.deliveredAt !== null &&
    t >= input.deliveredAt.getTime() &&
    t - input.deliveredAt.getTime() <= NEGATIVE_REVIEW_WINDOW_MS;
  return { canEdit, canNegative, minRating: canNegative ? MIN_NEGATIVE_RATING : MIN_RATING };
}

/** Gold a review earns: `stars` for the review, `starsWithMedia` in all when it has photos. */
export function reviewGold(
  amounts: { stars: number; starsWithMedia: number },
  withPhotos: boolean,
): { review: number; media: number } {
  const media = withPhotos ? Math.max(0, amounts.starsWithMedia - amounts.stars) : 0;
  return { review: Math.max(0, amounts.stars), media };
}

/** PUT /orders/{orderId}/items/{orderItemId}/review: the review box's PUBLISH (photos already uploaded). */
export const reviewWriteInput = z.object({
  rate: z.number({ message: 'Rate is required' }).int('Rate is required').min(1, 'Rate is required').max(5),
  message: z
    .string({ message: REVIEW_MESSAGE_REQUIRED })
    .trim()
    .min(1, REVIEW_MESSAGE_REQUIRED)
    .max(REVIEW_MESSAGE_MAX, REVIEW_MESSAGE_TOO_LONG),
  /** The uploads (from the image links) the review shows, in order; the ones left out are let go. */
  fileUUIDs: z.array(z.uuid()).max(REVIEW_PHOTOS_MAX).default([]),
});
export type ReviewWriteInput = z.input<typeof reviewWriteInput>;

export const orderReviewParams = z.object({ orderId: z.uuid(), orderItemId: z.uuid() });
export const orderIdOnlyParams = z.object({ orderId: z.uuid() });

/** POST /orders/{orderId}/reviews/images (spec 000 §7): links for one order line's photos. */
export const reviewImagesInput = z.object({
  orderTransactionId: z.string().max(100).nullish(),
  /** The order line the photos are for (ours: the spec names product and variant; one line is exact). */
  orderItemId: z.uuid(),
  productId: z.uuid().nullish(),
  productInstanceId: z.uuid().nullish(),
  presignedUrlUploadRequests: z
    .array(
      z.object({ fileName: z.string().trim().min(1).max(200), extension: z.string().trim().min(1).max(10) }),
    )
    .min(1)
    .max(REVIEW_PHOTOS_MAX),
});

const photo = z.object({ fileUUID: z.string(), imageUrl: z.string(), thumbnailUrl: z.string() });

/**
 * Spec 000 §3 "Review box" and 002 §3 "review item": one order line with its review (null fields while none
 * is written), the windows, and the gold a review and a review with photos earn.
 */
export const reviewItem = z.object({
  orderId: z.string(),
  orderItemId: z.string(),
  orderDate: z.string(),
  productId: z.string(),
  variantId: z.string().nullable(),
  name: z.string(),
  variantName: z.string().nullable(),
  slug: z.string().nullable(),
  image: z.object({ imageUrl: z.string() }).nullable(),
  id: z.string().nullable(),
  rate: z.number().int().nullable(),
  message: z.string().nullable(),
  images: z.array(photo),
  createdDate: z.string().nullable(),
  canEdit: z.boolean(),
  canNegative: z.boolean(),
  stars: z.number().int(),
  starsWithMedia: z.number().int(),
  /** Gold this review earned (0 before it is published). */
  earned: z.number().int(),
});
export type ReviewItem = z.infer<typeof reviewItem>;

/** GET /orders/{orderId}/reviews: the order's review boxes; `reviewable` false before ON_DELIVERY. */
export const orderReviews = z.object({
  orderId: z.string(),
  reviewable: z.boolean(),
  items: z.array(reviewItem),
});
export type OrderReviews = z.infer<typeof orderReviews>;

/** Staff: hide or restore a review, with the reason (kept in the moderation log). */
export const moderationInput = z.object({ reason: z.string().trim().min(1, 'Reason is required').max(500) });
export const reviewIdParams = z.object({ reviewId: z.uuid() });
export const moderationAnswer = z.object({
  id: z.string(),
  status: z.enum(['PUBLISHED', 'HIDDEN']),
  reason: z.string(),
});
