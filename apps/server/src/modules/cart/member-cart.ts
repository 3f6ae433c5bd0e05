import {
  type Cart,
  type CartFacts,
  type CartLineRecord,
  lineKey,
  NO_FACTS,
  priceCart,
} from '@shop/domain/cart';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../http/types.ts';
import { catalogCacheReady } from '../catalog/index.ts';
import { type FactsWanted, loadCartFacts } from './cart-facts.ts';
import { asStored, forgetCart, knownCart, rememberCart } from './known-carts.ts';
import {
  lockCart,
  readCart,
  rememberPrices,
  type StoredCart,
  writeCartIfUnchanged,
  writeLines,
} from './repository.ts';

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

/** How many times a change reads the cart and tries it before it takes the cart's lock. */
const UNLOCKED_TRIES = 2;

/**
 * Runs a change of a member's cart: the catalogue facts of its lines (from the catalogue cache), the domain
 * rule applied, the lines that changed written, and the cart priced as it now is. Two tabs or a double click
 * run one after the other, each on what the previous one wrote:
 * - first on the cart as this instance last saw it (known-carts.ts), else as read (one statement,
 *   `readCart`), written in one statement only if no other change came in between (`writeCartIfUnchanged`:
 *   the version it started from is still there, and moves by one); a change that came first makes it read
 *   again, and a refusal or a price to tell decided on the cart as last seen is decided again on the cart as
 *   read;
 * - after UNLOCKED_TRIES reads that missed, or for a shopper without a cart yet, in one transaction that
 *   starts by locking the cart row (`lockCart`, which creates it), so concurrent changes wait for each other.
 * Either way the change is all or nothing and the answer's version is the one it wrote.
 */
export async function changeMemberCart<T>(
  ctx: AppContext,
  userId: string,
  wanted: FactsWanted,
  change: CartChange<T>,
): Promise<{ cart: Cart; extra: T }> {
  // The catalogue cache looks at the database (when due) before the change, which then reads it.
  await catalogCacheReady(ctx);
  let stored = knownCart(ctx.db, userId);
  let guessed = stored !== undefined;
  let reads = 0;
  while (guessed || reads < UNLOCKED_TRIES) {
    if (!guessed) {
      reads += 1;
      stored = await readCart(ctx.db, userId);
    }
    if (!stored || stored.cartId === null) break;
    let applied: Awaited<ReturnType<typeof applyChange<T>>>;
    try {
      applied = await applyChange(ctx, ctx.db, userId, stored, wanted, change);
    } catch (err) {
      if (!guessed) throw err;
      forgetCart(ctx.db, userId);
      guessed = false;
      continue;
    }
    const { cart, extra, lines } = applied;
    // A price to tell is decided on the cart as read: another instance's read may have told it already
    // (remembering a price as told moves no version).
    if (guessed && cart.cartItems.some((l) => l.previousPrice !== null)) {
      forgetCart(ctx.db, userId);
      guessed = false;
      continue;
    }
    const ids = await writeCartIfUnchanged(ctx.db, stored.cartId, stored.version, stored.lines, lines);
    guessed = false;
    if (!ids) {
      forgetCart(ctx.db, userId);
      continue;
    }
    for (const line of cart.cartItems) line.id = ids.get(line.key) ?? null;
    rememberCart(ctx.db, userId, {
      cartId: stored.cartId,
      version: stored.version + 1,
      lines: lines.map((l) => asStored(l, ids.get(lineKey(l))!)),
    });
    return { cart, extra };
  }
  const { cart, extra, cartId, lines, ids } = await ctx.db.transaction(async (tx) => {
    const stored = await lockCart(tx, userId);
    const { cart, extra, lines } = await applyChange(ctx, tx, userId, stored, wanted, change, 0);
    const ids = await writeLines(tx, String(stored.cartId), stored.lines, lines);
    return { cart, extra, cartId: stored.cartId, lines, ids };
  });
  // Known once committed.
  for (const line of cart.cartItems) line.id = ids.get(line.key) ?? null;
  rememberCart(ctx.db, userId, {
    cartId,
    version: cart.version,
    lines: lines.map((l) => asStored(l, ids.get(lineKey(l))!)),
  });
  return { cart, extra };
}

/**
 * The change applied to the lines stored, and the cart priced at the version its write gives (`bump`: one
 * more than read, none for the lock, which bumped it already); `lines` are what to write (prices told kept).
 */
async function applyChange<T>(
  ctx: AppContext,
  db: Db,
  userId: string,
  stored: StoredCart,
  wanted: FactsWanted,
  change: CartChange<T>,
  bump = 1,
) {
  const facts = await loadCartFacts(ctx, db, stored.lines, wanted, {
    userId,
    source: 'cache-looked',
  });
  const { lines, extra } = change(stored.lines, facts);
  const cart = priceCart(lines, facts, ctx.now(), { version: stored.version + bump });
  return { cart, extra, lines: toldPrices(lines, cart) };
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
  // A price remembered as told moves no version: the cart as read is not what the database holds then.
  if (changed.length > 0) {
    forgetCart(ctx.db, userId);
    await rememberPrices(ctx.db, changed);
  } else rememberCart(ctx.db, userId, stored);
  return cart;
}
