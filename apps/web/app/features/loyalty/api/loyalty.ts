import type { Cart } from '@shop/domain/cart';
import type { RedeemResponse } from '@shop/domain/coupons';
import { api } from '../../../lib/api.ts';

/**
 * Redeeming (spec 002 §7 "PATCH redeem by {id}, empty body"). Refusals (the redemption states) are toasted
 * by the API client's global rules; callers learn whether it worked.
 */
export async function redeemCoupon(couponId: string): Promise<RedeemResponse | null> {
  const r = await api.request<RedeemResponse>(
    'PATCH',
    `/api/v1/coupons/${encodeURIComponent(couponId)}/redeem`,
  );
  return r.status === 200 ? r.body : null;
}

/** A redeemed gift's CHECK OUT: its zero-priced line goes into the cart; the cart, or null. */
export async function addGiftLine(walletId: string): Promise<Cart | null> {
  const r = await api.request<Cart>('POST', `/api/v1/me/coupons/${encodeURIComponent(walletId)}/gift-line`);
  return r.status === 200 ? r.body : null;
}
