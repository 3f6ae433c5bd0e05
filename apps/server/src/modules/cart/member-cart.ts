import { DomainError } from '@shop/domain';
import {
  type Cart,
  type CartFacts,
  type CartLineRecord,
  lineKey,
  NO_FACTS,
  priceCart,
} from '@shop/domain/cart';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../http/auth.ts';
import type { AppContext } from '../../http/types.ts';
import { acceptSession, resolveSession, sessionTokenHash } from '../accounts/index.ts';
import { catalogCacheReady } from '../catalog/index.ts';
import { type FactsWanted, loadCartFacts } from './cart-facts.ts';
import {
  asStored,
  forgetCart,
  forgetSessionOwner,
  knownCart,
  knownSessionOwner,
  rememberCart,
  rememberSessionOwner,
} from './known-carts.ts';
import {
  lockCart,
  readCart,
  readCartOfSession,
  rememberPrices,
  type StoredCart,
  writeCartIfUnchanged,
  writeCartOfSession,
  writeLines,
} from './repository/index.ts';

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
  caller: string | SessionCaller,
  wanted: FactsWanted,
  change: CartChange<T>,
): Promise<{ cart: Cart; extra: T }> {
  // The catalogue cache looks at the database (when due) before the change, which then reads it.
  await catalogCacheReady(ctx);
  let userId: string;
  if (typeof caller === 'string') userId = caller;
  else {
    const done = caller.user ? null : await changeOnSession(ctx, caller, wanted, change);
    if (done) return done;
    userId = (await sessionUser(ctx, caller)).id;
  }
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
    const { cart, lines } = applied;
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
    return written(ctx.db, userId, stored, applied, ids);
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

/** A change written on the cart `stored`: its lines' ids in the answer, and the cart kept as written. */
function written<T>(
  db: Db,
  userId: string,
  stored: StoredCart,
  applied: { cart: Cart; extra: T; lines: CartLineRecord[] },
  ids: Map<string, string>,
): { cart: Cart; extra: T } {
  const { cart, extra, lines } = applied;
  for (const line of cart.cartItems) line.id = ids.get(line.key) ?? null;
  rememberCart(db, userId, {
    cartId: stored.cartId,
    version: stored.version + 1,
    lines: lines.map((l) => asStored(l, ids.get(lineKey(l))!)),
  });
  return { cart, extra };
}

/**
 * The caller of a route that reads its session itself (`ownSession`): the session cookie's token, and the
 * user once the session was read and accepted (set by the change, or by `sessionUser` beforehand).
 */
export interface SessionCaller {
  token: string;
  user: SessionUser | null;
}

export const sessionCaller = (token: string): SessionCaller => ({ token, user: null });

const unauthorized = () => new DomainError('UNAUTHORIZED', {}, 401);

/**
 * The caller's user, read as the app's session hook reads it (`resolveSession`), or a 401 for a cookie
 * without a valid session (the route clears it).
 */
export async function sessionUser(ctx: AppContext, caller: SessionCaller): Promise<SessionUser> {
  if (caller.user) return caller.user;
  const tokenHash = sessionTokenHash(caller.token);
  if (!tokenHash) throw unauthorized();
  return holding(ctx.db, caller, tokenHash, await resolveSession(ctx, caller.token));
}

/** The caller's user once its session was accepted, its owner known to this instance; else a 401. */
function holding(db: Db, caller: SessionCaller, tokenHash: string, user: SessionUser | null): SessionUser {
  if (!user) {
    forgetSessionOwner(db, tokenHash);
    throw unauthorized();
  }
  rememberSessionOwner(db, tokenHash, user.id);
  caller.user = user;
  return user;
}

/**
 * The change in one round trip, for a session this instance knows the owner of and whose cart it last saw
 * (known-carts.ts): the change applied to that cart, then written in the statement that reads the session
 * (`writeCartOfSession`: only where the session holds by `acceptSession`'s rules and is the cart owner's,
 * and the cart is still as seen). Answers null when it could not: nothing known, a refusal or a price to
 * tell decided on the cart as last seen, or the cart moved (the caller then reads the session, if it was
 * not, and goes the usual way); a 401 when the session does not hold (nothing written).
 */
async function changeOnSession<T>(
  ctx: AppContext,
  caller: SessionCaller,
  wanted: FactsWanted,
  change: CartChange<T>,
): Promise<{ cart: Cart; extra: T } | null> {
  const tokenHash = sessionTokenHash(caller.token);
  if (!tokenHash) throw unauthorized();
  const userId = knownSessionOwner(ctx.db, tokenHash);
  const stored = userId === undefined ? undefined : knownCart(ctx.db, userId);
  if (userId === undefined || !stored || stored.cartId === null) return null;
  let applied: Awaited<ReturnType<typeof applyChange<T>>>;
  try {
    applied = await applyChange(ctx, ctx.db, userId, stored, wanted, change);
  } catch {
    return null;
  }
  if (applied.cart.cartItems.some((l) => l.previousPrice !== null)) {
    forgetCart(ctx.db, userId);
    return null;
  }
  const { session, ids } = await writeCartOfSession(
    ctx.db,
    tokenHash,
    ctx.now(),
    stored.cartId,
    stored.version,
    stored.lines,
    applied.lines,
  );
  const user = holding(ctx.db, caller, tokenHash, await acceptSession(ctx, tokenHash, session));
  if (user.id !== userId) return null;
  if (!ids) {
    forgetCart(ctx.db, userId);
    return null;
  }
  return written(ctx.db, userId, stored, applied, ids);
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
  return priceStored(ctx, userId, await readCart(ctx.db, userId));
}

/**
 * GET /me/cart for the caller of a session cookie (a route that reads its session itself): the session and
 * the cart in one statement (`readCartOfSession`), the session held by `acceptSession`'s rules (a 401 when
 * it does not: the cart read beside it is dropped), then priced as `readMemberCart` does. This instance now
 * knows the session's owner, so the next add or removal is one round trip too.
 */
export async function readCallerCart(ctx: AppContext, caller: SessionCaller): Promise<Cart> {
  const tokenHash = sessionTokenHash(caller.token);
  if (!tokenHash) throw unauthorized();
  const { session, stored } = await readCartOfSession(ctx.db, tokenHash);
  const user = holding(ctx.db, caller, tokenHash, await acceptSession(ctx, tokenHash, session));
  return priceStored(ctx, user.id, stored);
}

async function priceStored(ctx: AppContext, userId: string, stored: StoredCart): Promise<Cart> {
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
