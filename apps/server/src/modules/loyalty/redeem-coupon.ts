import { DomainError, notFound } from '@shop/domain';
import { type RedeemResponse, redeemCost, redemptionState } from '@shop/domain/coupons';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../http/types.ts';
import { giftValues, listOffers, takeCoupon, toCouponView } from '../coupons/index.ts';
import { debitGold } from './gold.ts';
import { getGoldProfile } from './profile.ts';

/**
 * PATCH /coupons/{id}/redeem (spec 002 §5: "redemption depends on rank, star balance and authorisation"):
 * one transaction checks the redemption state, counts the redemption within the coupon's and the shopper's
 * limits, puts a copy with its own code in the wallet and spends the gold. Anything but COUPON_REDEEMABLE is
 * answered as the error (its state as the code) and changes nothing.
 */
export async function redeemCoupon(
  ctx: AppContext,
  userId: string,
  couponId: string,
): Promise<RedeemResponse> {
  const now = ctx.now();
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [offer] = await listOffers(tx, userId, { couponId });
    if (!offer) throw notFound('coupon');
    const { coupon } = offer;
    const profile = await getGoldProfile(tx, userId);
    const state = redemptionState(
      { ...coupon, totalRedeemedByUser: offer.redeemedByUser },
      profile && { ranking: profile.ranking, gold: profile.totalPoint },
      now,
    );
    const params = { couponId: coupon.id, code: coupon.code };
    if (state !== 'COUPON_REDEEMABLE') {
      throw new DomainError(state, params, state === 'INVALID_COUPON_NOT_AUTHORIZED' ? 403 : 409);
    }
    const cost = redeemCost(coupon);
    const wallet = await takeCoupon(tx, { coupon, userId, now, source: 'REDEEM', starsSpent: cost });
    let balance = profile?.totalPoint ?? 0;
    if (cost > 0) {
      try {
        const spent = await debitGold(tx, {
          userId,
          amount: cost,
          recordType: 'REDEEM',
          key: `redeem:${wallet.id}`,
          refEntityType: coupon.type === 'GIFT_PRODUCT' ? 'GIFT_PRODUCT' : 'COUPON',
          refEntityId: coupon.id,
          productName: coupon.title,
          productImage: coupon.imageUrl,
          now,
        });
        balance = spent.totalPoint;
      } catch (err) {
        // Gold spent meanwhile by another redemption: this one is refused as a whole.
        if (err instanceof DomainError && err.code === 'GOLD_NOT_ENOUGH') {
          throw new DomainError('INVALID_COUPON_NOT_ENOUGH_REQUIRED_STARS', params, 409);
        }
        throw err;
      }
    }
    const values = await giftValues(tx, [coupon.variantId ?? '']);
    return {
      coupon: toCouponView(coupon, wallet, { values: values.get(coupon.variantId ?? '') ?? [] }),
      accumulatedStars: balance,
    };
  });
}
