import type { Db } from '../../db/client.ts';
import { findOffers, findUsableWallet, findVariantValues, findWallet } from './repository.ts';

/**
 * What the loyalty module needs to show and redeem offers: coupons to redeem with this shopper's count of
 * redemptions (optionally one coupon, locked), the shopper's wallet, and gifts' option values.
 */
export const listOffers = (db: Db, userId: string | null, opts: { couponId?: string; lock?: boolean } = {}) =>
  findOffers(db, userId, opts);
export const listWallet = (db: Db, userId: string, opts: { usableAt?: Date } = {}) =>
  opts.usableAt ? findUsableWallet(db, userId, opts.usableAt) : findWallet(db, userId);
export const giftValues = (db: Db, variantIds: readonly string[]) => findVariantValues(db, variantIds);
export { findWalletEntry as getWalletCoupon } from './repository.ts';
