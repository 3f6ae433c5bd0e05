import { type CouponListResponse, type CouponView, redemptionState } from '@shop/domain/coupons';
import type { AppContext } from '../../http/types.ts';
import { giftValues, listOffers, listWallet, toCouponView } from '../coupons/index.ts';
import { getGoldProfile } from './profile.ts';

/**
 * GET /coupons (spec 002 §3/§7): the coupons and gifts to redeem with each one's redemption state for this
 * shopper (visitors: NOT_AUTHORIZED), the shopper's gold, what they redeemed, and what they can use now.
 */
export async function listCouponOffers(ctx: AppContext, userId: string | null): Promise<CouponListResponse> {
  const now = ctx.now();
  const [offers, profile, wallet, usable] = await Promise.all([
    listOffers(ctx.db, userId),
    userId ? getGoldProfile(ctx.db, userId) : Promise.resolve(null),
    userId ? listWallet(ctx.db, userId) : Promise.resolve([]),
    userId ? listWallet(ctx.db, userId, { usableAt: now }) : Promise.resolve([]),
  ]);
  const values = await giftValues(ctx.db, [
    ...offers.map((o) => o.coupon.variantId ?? ''),
    ...wallet.map((w) => w.coupon.variantId ?? ''),
  ]);
  const who = profile ? { ranking: profile.ranking, gold: profile.totalPoint } : null;
  const coupons: CouponView[] = offers
    // Coupons the shop grants are not offered; the shopper sees them among their own.
    .filter((o) => o.coupon.redeemMethod !== 'SYSTEM_TRIGGER_RULE')
    .map((o) =>
      toCouponView(o.coupon, null, {
        redemptionState: redemptionState({ ...o.coupon, totalRedeemedByUser: o.redeemedByUser }, who, now),
        totalRedeemedByUser: o.redeemedByUser,
        values: values.get(o.coupon.variantId ?? '') ?? [],
      }),
    );
  const mine = (rows: typeof wallet) =>
    rows.map((w) => toCouponView(w.coupon, w.wallet, { values: values.get(w.coupon.variantId ?? '') ?? [] }));
  return {
    coupons,
    userProfile: profile
      ? {
          accumulatedStars: profile.totalPoint,
          pendingStars: profile.pendingPoint,
          totalExps: profile.totalExps,
          ranking: profile.ranking,
          rankName: profile.rankName,
          nextLevelTarget: profile.nextLevelTarget,
        }
      : null,
    redeemedCoupons: mine(wallet),
    usableCoupons: mine(usable),
  };
}
