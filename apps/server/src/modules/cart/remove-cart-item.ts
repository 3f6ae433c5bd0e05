import { notFound } from '@shop/domain';
import type { Cart } from '@shop/domain/cart';
import type { AppContext } from '../../http/types.ts';
import { changeMemberCart, type SessionCaller } from './member-cart.ts';

/** DELETE /me/cart/items/{id}: removes one of the shopper's lines; another shopper's id is NOT_FOUND. */
export async function removeCartItem(
  ctx: AppContext,
  caller: string | SessionCaller,
  lineId: string,
): Promise<Cart> {
  const { cart } = await changeMemberCart(ctx, caller, {}, (lines) => {
    if (!lines.some((l) => l.id === lineId)) throw notFound('cart line');
    return { lines: lines.filter((l) => l.id !== lineId), extra: null };
  });
  return cart;
}
