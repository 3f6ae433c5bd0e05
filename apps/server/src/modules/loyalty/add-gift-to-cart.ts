import { DomainError, notFound } from '@shop/domain';
import type { Cart } from '@shop/domain/cart';
import type { AppContext } from '../../http/types.ts';
import { addGiftLine } from '../cart/index.ts';
import { getWalletCoupon } from '../coupons/index.ts';

/**
 * POST /me/coupons/{id}/gift-line: a gift coupon's CHECK OUT (spec 000 §4) puts its zero-priced line in the
 * cart. The coupon must be the shopper's own gift, unused and unexpired; the line carries the wallet id,
 * which the order claims with the other coupons.
 */
export async function addGiftToCart(ctx: AppContext, userId: string, walletId: string): Promise<Cart> {
  const entry = await getWalletCoupon(ctx.db, userId, walletId);
  if (!entry) throw notFound('coupon');
  const { wallet, coupon } = entry;
  const params = { couponId: wallet.id, code: wallet.code };
  if (coupon.type !== 'GIFT_PRODUCT' || !coupon.variantId)
    throw new DomainError('COUPON_INVALID', { ...params, reason: 'UNKNOWN' });
  if (wallet.usedOrderId) throw new DomainError('COUPON_INVALID', { ...params, reason: 'ALREADY_USED' });
  if (wallet.expiresAt && wallet.expiresAt <= ctx.now()) {
    throw new DomainError('COUPON_INVALID', { ...params, reason: 'EXPIRED' });
  }
  return addGiftLine(ctx, userId, { variantId: coupon.variantId, couponId: wallet.id });
}
