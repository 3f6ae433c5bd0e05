import type { CouponView } from '@shop/domain/coupons';
import type { AppContext } from '../../http/types.ts';
import { findUsableWallet } from './repository.ts';
import { toCouponView } from './to-coupon-view.ts';

/**
 * GET /coupons/usable (spec 001 §7): the shopper's own coupons that checkout can apply now: redeemed or
 * granted, not used, not expired; of one store (and the coupons of every store) when `storeId` is given.
 * Public codes are not listed: they are typed by hand.
 */
export async function listUsableCoupons(
  ctx: AppContext,
  userId: string,
  opts: { storeId?: string; text?: string } = {},
): Promise<CouponView[]> {
  const rows = await findUsableWallet(ctx.db, userId, ctx.now());
  const text = opts.text?.trim().toLowerCase() ?? '';
  return rows
    .filter((r) => !opts.storeId || r.coupon.storeId === null || r.coupon.storeId === opts.storeId)
    .filter(
      (r) =>
        !text ||
        r.wallet.code.toLowerCase().includes(text) ||
        r.coupon.title.toLowerCase().includes(text) ||
        r.coupon.shortDescription.toLowerCase().includes(text),
    )
    .map((r) => toCouponView(r.coupon, r.wallet));
}
