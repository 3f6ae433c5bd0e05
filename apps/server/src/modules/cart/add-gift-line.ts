import { addGift, type Cart } from '@shop/domain/cart';
import type { AppContext } from '../../http/types.ts';
import { changeMemberCart } from './member-cart.ts';

/**
 * A gift line for a member (zero price, from a coupon; spec 000 §4). The loyalty work calls this once a
 * gift coupon is redeemed (there is no public route for it yet: a gift is never asked for by a browser).
 */
export async function addGiftLine(
  ctx: AppContext,
  userId: string,
  gift: { variantId: string; couponId: string; quantity?: number },
): Promise<Cart> {
  const { cart } = await changeMemberCart(ctx, userId, { variantIds: [gift.variantId] }, (lines, facts) => ({
    lines: addGift(lines, { ...gift, quantity: gift.quantity ?? 1 }, facts, ctx.now()),
    extra: null,
  }));
  return cart;
}
