import { notFound } from '@shop/domain';
import { type Cart, type CartItemUpdate, setQuantity } from '@shop/domain/cart';
import type { AppContext } from '../../http/types.ts';
import { changeMemberCart } from './member-cart.ts';
import { readCart } from './repository/index.ts';
import { proofForSecret } from './secret-proof.ts';

/**
 * PATCH /me/cart/items/{id}: a new quantity for one of the shopper's lines (another shopper's id is
 * NOT_FOUND, like an unknown one). A secret given with it renews the line's proof (PASSWORD_UPDATE_WARN).
 */
export async function updateCartItem(
  ctx: AppContext,
  userId: string,
  lineId: string,
  input: CartItemUpdate,
): Promise<Cart> {
  let proof: string | null = null;
  if (input.accessPassword !== undefined) {
    const line = (await readCart(ctx.db, userId)).lines.find((l) => l.id === lineId);
    if (!line) throw notFound('cart line');
    proof = await proofForSecret(ctx, line.variantId, input.accessPassword);
  }
  const { cart } = await changeMemberCart(ctx, userId, {}, (lines, facts) => {
    const line = lines.find((l) => l.id === lineId);
    if (!line) throw notFound('cart line');
    return { lines: setQuantity(lines, line, input.quantity, facts, ctx.now(), proof), extra: null };
  });
  return cart;
}
