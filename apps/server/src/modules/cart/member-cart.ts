import {
  type Cart,
  type CartFacts,
  type CartLineRecord,
  lineKey,
  NO_FACTS,
  priceCart,
} from '@shop/domain/cart';
import type { AppContext } from '../../http/types.ts';
import { catalogCacheReady } from '../catalog/index.ts';
import { type FactsWanted, loadCartFacts } from './cart-facts.ts';
import { lockCart, readCart, rememberPrices, writeLines } from './repository.ts';

export type StoredLine = CartLineRecord & { id?: string };

/** What a change answers: the new lines, and anything it wants to tell beside the cart. */
export type CartChange<T> = (lines: StoredLine[], facts: CartFacts) => { lines: CartLineRecord[]; extra: T };

/** A price told now is remembered, so a PRICE_UPDATE_WARN is told once (spec 000 §4 via issue §3). */
function toldPrices(lines: readonly CartLineRecord[], cart: Cart): CartLineRecord[] {
  const told = new Map(
    cart.cartItems.filter((l) => l.previousPrice !== null).map((l) => [l.key, l.salePrice]),
  );
  return lines.map((l) => {
    const price = told.get(lineKey(l));
    return price === undefined ? l : { ...l, seenPrice: price };
  });
}

/**
 * Runs a change of a member's cart (the set-primary-address pattern): one transaction, the cart row locked
 * first (concurrent changes of one cart wait for each other), the catalogue facts of its lines (from the
 * catalogue cache), the domain rule applied, the lines that changed written, and the cart priced as it
 * now is.
 */
export async function changeMemberCart<T>(
  ctx: AppContext,
  userId: string,
  wanted: FactsWanted,
  change: CartChange<T>,
): Promise<{ cart: Cart; extra: T }> {
  // The catalogue cache looks at the database (when due) before the transaction, which then reads it.
  await catalogCacheReady(ctx);
  return ctx.db.transaction(async (tx) => {
    const stored = await lockCart(tx, userId);
    const facts = await loadCartFacts(ctx, tx, stored.lines, wanted, {
      userId,
      source: 'cache-in-transaction',
    });
    const { lines, extra } = change(stored.lines, facts);
    const now = ctx.now();
    const cart = priceCart(lines, facts, now, { version: stored.version });
    const ids = await writeLines(tx, String(stored.cartId), stored.lines, toldPrices(lines, cart));
    for (const line of cart.cartItems) line.id = ids.get(line.key) ?? null;
    return { cart, extra };
  });
}

/**
 * GET /me/cart, and the cart the checkout starts from: read without a lock (one snapshot of the lines),
 * priced with the catalogue as it is now. New prices are remembered as told.
 */
export async function readMemberCart(ctx: AppContext, userId: string): Promise<Cart> {
  const stored = await readCart(ctx.db, userId);
  if (stored.lines.length === 0) return priceCart([], NO_FACTS, ctx.now(), { version: stored.version });
  const facts = await loadCartFacts(ctx, ctx.db, stored.lines, {}, { userId });
  const ids = new Map(stored.lines.map((l) => [lineKey(l), l.id]));
  const cart = priceCart(stored.lines, facts, ctx.now(), { version: stored.version, ids });
  const changed = cart.cartItems.flatMap((l) =>
    l.previousPrice !== null && l.id ? [{ id: l.id, price: l.salePrice }] : [],
  );
  if (changed.length > 0) await rememberPrices(ctx.db, changed);
  return cart;
}
