import { type Cart, type CartFacts, lineKey, priceCart } from '@shop/domain/cart';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../http/types.ts';
import { loadCartFacts } from './cart-facts.ts';
import { deleteLines, lockCart } from './repository/index.ts';

/**
 * For orders: the member's cart locked in the order's transaction (concurrent orders and cart changes of
 * one shopper wait for each other), its facts read now in that transaction (never the catalogue cache) and
 * priced now by the cart's own rules; `empty()` removes its lines once the order holds them.
 */
export async function takeCartForOrder(
  ctx: AppContext,
  tx: Db,
  userId: string,
): Promise<{ cart: Cart; facts: CartFacts; empty: () => Promise<void> }> {
  const stored = await lockCart(tx, userId);
  const facts = await loadCartFacts(ctx, tx, stored.lines, {}, { userId, source: 'fresh' });
  const ids = new Map(stored.lines.map((l) => [lineKey(l), l.id]));
  const cart = priceCart(stored.lines, facts, ctx.now(), { version: stored.version, ids });
  const cartId = stored.cartId;
  return { cart, facts, empty: () => (cartId ? deleteLines(tx, cartId) : Promise.resolve()) };
}
