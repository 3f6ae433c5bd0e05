import { z } from 'zod';
import { imageRef } from '../catalog/schemas.ts';
import { COUPON_INVALID_REASONS, COUPON_TYPES, REDEEM_METHODS, REDEMPTION_STATES } from './constants.ts';

const int = z.number().int();
const iso = z.string().nullable();

/** A coupon or gift as the storefront shows it (spec 000 §3, 002 §3). Money in cents. */
export const couponView = z.object({
  /** The coupon's id; for a coupon in the shopper's wallet, the wallet entry's id (what checkout sends). */
  id: z.string(),
  couponId: z.string(),
  code: z.string(),
  type: z.enum(COUPON_TYPES),
  redeemMethod: z.enum(REDEEM_METHODS),
  title: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  images: z.array(imageRef),
  image: imageRef.nullable(),
  isGift: z.boolean(),
  isShipping: z.boolean(),
  storeId: z.string().nullable(),
  startDate: iso,
  endDate: iso,
  /** When this shopper's copy stops being usable (wallet coupons), else the coupon's end. */
  expiredDate: iso,
  redeemedDate: iso,
  usageDays: int.nullable(),
  minimumOrderValue: int,
  maxAmount: int.nullable(),
  /** PERCENTAGE or AMOUNT (ours: how discountValue reads). */
  discountType: z.enum(['PERCENTAGE', 'AMOUNT']),
  discountValue: int,
  requiredStars: int,
  minRanking: int,
  canCombine: z.boolean(),
  /** Redemptions left in all; null: unlimited. */
  remain: int.nullable(),
  productId: z.string().nullable(),
  productInstanceId: z.string().nullable(),
  values: z.array(z.object({ name: z.string(), value: z.string() })),
  redemptionState: z.enum(REDEMPTION_STATES),
  canRedeem: z.boolean(),
  totalRedeemedByUser: int,
  /** Wallet coupons: used on an order already. */
  used: z.boolean(),
});
export type CouponView = z.infer<typeof couponView>;

/** GET /coupons: spec 002 §3 "coupons, userProfile.accumulatedStars, redeemedCoupons and usable coupons". */
export const couponListResponse = z.object({
  coupons: z.array(couponView),
  userProfile: z
    .object({
      accumulatedStars: int,
      pendingStars: int,
      totalExps: int,
      ranking: int,
      rankName: z.string(),
      nextLevelTarget: int,
    })
    .nullable(),
  redeemedCoupons: z.array(couponView),
  usableCoupons: z.array(couponView),
});
export type CouponListResponse = z.infer<typeof couponListResponse>;

export const couponIdParams = z.object({ id: z.uuid() });

/** PATCH /coupons/{id}/redeem answers the wallet coupon and the new balance. */
export const redeemResponse = z.object({ coupon: couponView, accumulatedStars: int });
export type RedeemResponse = z.infer<typeof redeemResponse>;

/** POST /coupons/search-usable?text=: a filter on the shopper's usable coupons (spec 002 §7). */
export const searchUsableQuery = z.object({ text: z.string().trim().max(100).default('') });
export const searchUsableBody = z.object({ storeId: z.uuid().optional() }).default({});

export const usableQuery = z.object({ storeId: z.uuid().optional() });

/** A cart line as checkout sends it (001 §7 "productInstanceId plus quantity, or bundleId plus bundleValues"). */
export const checkCartItem = z.object({
  productInstanceId: z.uuid().optional(),
  bundleId: z.uuid().optional(),
  bundleValues: z
    .array(z.object({ productInstanceId: z.uuid(), quantity: int.min(1).max(99).default(1) }))
    .max(20)
    .optional(),
  quantity: int.min(1).max(99),
});

/** POST /coupons/check (spec 001 §7 "front/coupons with cartItems and couponCodes"). */
export const checkCouponsBody = z.object({
  cartItems: z.array(checkCartItem).max(50),
  couponCodes: z.array(z.string().trim().min(1).max(50)).min(1).max(10),
  /** The shipping fee chosen per store, in cents, for shipping coupons; 0 when not chosen yet. */
  shippingFeeByStoreId: z.record(z.string(), int.min(0)).optional(),
});
export type CheckCouponsBody = z.infer<typeof checkCouponsBody>;

export const checkedCoupon = z.object({
  /** What checkout sends back in couponIdsByStoreId; null for an unknown code. */
  id: z.string().nullable(),
  code: z.string(),
  storeId: z.string().nullable(),
  type: z.enum(COUPON_TYPES).nullable(),
  discountAmount: int,
  maxAmount: int.nullable(),
  isShipping: z.boolean(),
  invalid: z.boolean(),
  reason: z.enum(COUPON_INVALID_REASONS).nullable(),
});
export type CheckedCoupon = z.infer<typeof checkedCoupon>;
export const checkCouponsResponse = z.object({ coupons: z.array(checkedCoupon) });
