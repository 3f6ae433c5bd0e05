import { addVariant, type Cart, type CartItemInput } from '@shop/domain/cart';
import type { AppContext } from '../../http/types.ts';
import { changeMemberCart, type SessionCaller } from './member-cart.ts';
import { proofForSecret } from './secret-proof.ts';

/** PATCH /me/cart/items: adds a variant, or adds to its line (spec 000 §4), under every buying rule. */
export async function addCartItem(
  ctx: AppContext,
  caller: string | SessionCaller,
  input: CartItemInput,
): Promise<Cart> {
  const cartPassword = await proofForSecret(ctx, input.variantId, input.accessPassword);
  const { cart } = await changeMemberCart(ctx, caller, { variantIds: [input.variantId] }, (lines, facts) => ({
    lines: addVariant(
      lines,
      { variantId: input.variantId, quantity: input.quantity, cartPassword },
      facts,
      ctx.now(),
    ),
    extra: null,
  }));
  return cart;
}
