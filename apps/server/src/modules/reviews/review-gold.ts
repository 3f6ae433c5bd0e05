import { reviewGold } from '@shop/domain/reviews';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../http/types.ts';
import { creditGold, reverseGold } from '../loyalty/index.ts';
import type { ReviewRow } from './repository.ts';

const reviewKey = (id: string, round: number) => `review:${id}:${round}`;
const mediaKey = (id: string, round: number) => `review-media:${id}:${round}`;

interface Labels {
  orderId: string | null;
  productName: string | null;
  productImage: string | null;
}

/**
 * Gold for a review through the loyalty ledger, in the review's transaction (issue "Reviews" §4): the rating
 * stars once per round, the photo stars once per round as soon as the review shows a photo (a first save
 * without photos and an edit that adds some earns them then; editing again never does). The ledger's keys
 * make each credit happen once, whatever runs twice. A restored review earns a new `round`. Answers the
 * review's new gold columns.
 */
export async function creditReviewGold(
  ctx: AppContext,
  tx: Db,
  review: ReviewRow,
  labels: Labels,
  round = Math.max(1, review.goldRound),
): Promise<{ goldRound: number; goldMedia: number }> {
  const now = ctx.now();
  const fresh = review.goldRound < round;
  const amounts = reviewGold(ctx.config.reviews, review.photos.length > 0);
  const base = { userId: review.userId, refEntityType: 'REVIEW', refEntityId: review.id, now, ...labels };
  if (fresh && amounts.review > 0)
    await creditGold(tx, {
      ...base,
      amount: amounts.review,
      recordType: 'REVIEW',
      key: reviewKey(review.id, round),
    });
  let goldMedia = fresh ? 0 : review.goldMedia;
  if (goldMedia === 0 && amounts.media > 0) {
    await creditGold(tx, {
      ...base,
      amount: amounts.media,
      recordType: 'REVIEW_MEDIA',
      key: mediaKey(review.id, round),
    });
    goldMedia = amounts.media;
  }
  return { goldRound: round, goldMedia };
}

/** A hidden review's gold of this round taken back (what is left of it: the balance never goes below 0). */
export async function reverseReviewGold(ctx: AppContext, tx: Db, review: ReviewRow, reason: string) {
  if (review.goldRound === 0) return;
  const now = ctx.now();
  await reverseGold(tx, { key: reviewKey(review.id, review.goldRound), reason, now });
  if (review.goldMedia > 0)
    await reverseGold(tx, { key: mediaKey(review.id, review.goldRound), reason, now });
}
