import {
  type CouponType,
  type CouponView,
  isShippingCoupon,
  type RedeemMethod,
  type RedemptionState,
} from '@shop/domain/coupons';
import type { CouponRow, UserCouponRow } from './repository.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export interface ViewExtras {
  redemptionState?: RedemptionState;
  totalRedeemedByUser?: number;
  /** Gift coupons: the variant's option values (spec 002 §3: shown as the short description). */
  values?: { name: string; value: string }[];
}

/** A coupon (or a shopper's wallet copy of it) as the storefront shows it (spec 000 §3). */
export function toCouponView(
  c: CouponRow,
  wallet: UserCouponRow | null,
  extras: ViewExtras = {},
): CouponView {
  const state = extras.redemptionState ?? 'INVALID_COUPON_MAX_REDEEMED_PER_USER';
  const image = c.imageUrl ? { imageUrl: c.imageUrl } : null;
  const values = extras.values ?? [];
  const type = c.type as CouponType;
  return {
    id: wallet?.id ?? c.id,
    couponId: c.id,
    code: wallet?.code ?? c.code,
    type,
    redeemMethod: c.redeemMethod as RedeemMethod,
    title: c.title,
    shortDescription:
      type === 'GIFT_PRODUCT' && values.length > 0
        ? values.map((v) => v.value).join(' / ')
        : c.shortDescription,
    description: c.description,
    images: image ? [image] : [],
    image,
    isGift: type === 'GIFT_PRODUCT',
    isShipping: isShippingCoupon(type),
    storeId: c.storeId,
    startDate: iso(c.startDate),
    endDate: iso(c.endDate),
    expiredDate: wallet ? iso(wallet.expiresAt) : iso(c.endDate),
    redeemedDate: iso(wallet?.redeemedAt),
    usageDays: c.usageDays,
    minimumOrderValue: c.minimumOrderValue,
    maxAmount: c.maxAmount,
    discountType: type === 'PERCENTAGE' ? 'PERCENTAGE' : 'AMOUNT',
    discountValue: c.discountValue,
    requiredStars: c.redeemMethod === 'FREE' ? 0 : c.requiredStars,
    minRanking: c.minRanking,
    canCombine: c.canCombine,
    remain: c.limitPerCoupon === null ? null : Math.max(0, c.limitPerCoupon - c.totalRedeemed),
    productId: c.productId,
    productInstanceId: c.variantId,
    values,
    redemptionState: state,
    canRedeem: state === 'COUPON_REDEEMABLE',
    totalRedeemedByUser: extras.totalRedeemedByUser ?? (wallet ? 1 : 0),
    used: wallet?.usedOrderId != null,
  };
}
