import type { CouponView } from '@shop/domain/coupons';
import { formatNumber } from '../../../lib/format.ts';

/** Spec 000 §9: the expiry warning shows under one day; 000 §4: "Items left" for 1 to 9. */
export const EXPIRY_WARNING_MS = 24 * 60 * 60 * 1000;
export const ITEMS_LEFT_MAX = 9;

type T = (key: string, params?: Record<string, string | number>) => string;

export const goldText = (t: T, stars: number) => t('loyalty.gold', { amount: formatNumber(stars) });

/**
 * The redeem button's label by redemption state (spec 000 §4 table); the states whose label the spec does
 * not show are ours.
 */
export function redeemLabel(t: T, c: CouponView): string {
  switch (c.redemptionState) {
    case 'COUPON_REDEEMABLE':
      return c.requiredStars > 0
        ? t('loyalty.redeemWith', { stars: goldText(t, c.requiredStars) })
        : t('loyalty.redeemNow');
    case 'INVALID_COUPON_MAX_REDEEMED':
      return t('loyalty.fullyRedeemed');
    case 'INVALID_COUPON_MAX_REDEEMED_PER_USER':
      return t('loyalty.redeemed');
    case 'INVALID_COUPON_NOT_ENOUGH_REQUIRED_STARS':
      return c.totalRedeemedByUser > 0 ? t('loyalty.redeemed') : t('loyalty.notEnoughGold');
    case 'INVALID_COUPON_EXPIRED':
      return t('loyalty.expired');
    case 'INVALID_COUPON_NOT_SUPPORTED_RANK':
      return t('loyalty.rankRequired');
    default:
      return t('loyalty.membersOnly');
  }
}

/** "Items left" only for 1 to 9 remaining. */
export const itemsLeft = (c: CouponView) =>
  c.remain !== null && c.remain >= 1 && c.remain <= ITEMS_LEFT_MAX ? c.remain : null;

/** What a coupon takes off, in words: "$10 off", "15% off", "Free shipping", "Gift". */
export function valueText(t: T, c: CouponView, usd: (cents: number) => string): string {
  if (c.isGift) return t('loyalty.giftValue');
  if (c.isShipping) return t('loyalty.freeShipping');
  if (c.discountType === 'PERCENTAGE') return t('loyalty.percentOff', { value: c.discountValue });
  return t('loyalty.amountOff', { value: usd(c.discountValue) });
}
