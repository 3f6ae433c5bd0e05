import type { ApiModule } from '../index.ts';
import { couponRoutes } from './routes.ts';

/** Coupons: the model, checking codes at checkout, counting uses (modules/coupons/README.md). */
export const couponsModule: ApiModule = { name: 'coupons', routes: couponRoutes };

// For orders (in the order's transaction): check, then count; give back when an order expires or is cancelled.
export { type CheckCouponsInput, type CheckCouponsResult, checkCoupons } from './check-coupons.ts';
export { type ClaimCouponUsesInput, claimCouponUses } from './claim-coupon-uses.ts';
// For loyalty: offers to redeem, taking a copy into a wallet (redeem or grant), the wallet, the card view.
export { getWalletCoupon, giftValues, listOffers, listWallet } from './list-offers.ts';
export { listUsableCoupons } from './list-usable-coupons.ts';
export { releaseCouponUses } from './release-coupon-uses.ts';
export type { CouponRow, UserCouponRow } from './repository.ts';
export { grantCoupon, takeCoupon } from './take-coupon.ts';
export { toCouponView } from './to-coupon-view.ts';
