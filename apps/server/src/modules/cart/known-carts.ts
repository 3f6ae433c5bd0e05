import type { CartLineRecord } from '@shop/domain/cart';
import type { Db } from '../../db/client.ts';
import type { StoredCart } from './repository/index.ts';

/**
 * The cart each shopper had when this instance last read or wrote it (cart id, version, lines), so that a
 * change can start from it without reading it again (member-cart.ts). It is a guess the change's write
 * checks: `writeCartIfUnchanged` writes only where the cart still has that version, and every write of its
 * lines moves the version (what moves no version, the price a read remembers as told, forgets the cart
 * here). Kept per database handle: a transaction's handle has its own, gone with it, so what a transaction
 * wrote is never guessed from once it rolled back. At most KNOWN_CARTS_KEPT carts, then it starts again.
 */
export const KNOWN_CARTS_KEPT = 10_000;

/** A map of its own per database handle (a transaction's handle has its own, gone with it). */
function perDb<V>(): (db: Db) => Map<string, V> {
  const maps = new WeakMap<object, Map<string, V>>();
  return (db) => {
    let map = maps.get(db);
    if (!map) {
      map = new Map();
      maps.set(db, map);
    }
    return map;
  };
}

/** Keeps `value` under `key`; a map full at KNOWN_CARTS_KEPT starts again. */
function keep<V>(map: Map<string, V>, key: string, value: V): void {
  if (map.size >= KNOWN_CARTS_KEPT && !map.has(key)) map.clear();
  map.set(key, value);
}

const cartsOf = perDb<StoredCart>();

/** The shopper's cart as this instance last saw it (frozen: shared by the requests that start from it). */
export const knownCart = (db: Db, userId: string): StoredCart | undefined => cartsOf(db).get(userId);

/** Keeps the cart as read or written now; a cart without a row is not kept. */
export function rememberCart(db: Db, userId: string, cart: StoredCart): void {
  if (cart.cartId === null) return;
  // A line kept from the cart last seen is frozen already: kept as it is.
  const lines = cart.lines.map((l) =>
    Object.isFrozen(l) ? l : Object.freeze({ ...l, variantIds: Object.freeze([...l.variantIds]) }),
  );
  keep(cartsOf(db), userId, Object.freeze({ ...cart, lines: Object.freeze(lines) }) as StoredCart);
}

export const forgetCart = (db: Db, userId: string): void => {
  cartsOf(db).delete(userId);
};

/** A line as the database answers it (its uuids in lower case), with its id; a kept line as it is. */
export const asStored = (line: CartLineRecord, id: string): CartLineRecord & { id: string } =>
  Object.isFrozen(line) && (line as { id?: string }).id === id
    ? (line as CartLineRecord & { id: string })
    : {
        ...line,
        id,
        variantId: line.variantId?.toLowerCase() ?? null,
        bundleId: line.bundleId?.toLowerCase() ?? null,
        variantIds: line.variantIds.map((v) => v.toLowerCase()),
        addedAt: new Date(line.addedAt).toISOString(),
      };

/**
 * Whose each session cookie is (by its token's hash), as this instance last found it, so that a change can
 * guess the cart to start from before the session is read: the change's write reads the session itself and
 * writes only where it holds and is the cart owner's (`writeCartOfSession`). At most KNOWN_CARTS_KEPT.
 */
const ownersOf = perDb<string>();

export const knownSessionOwner = (db: Db, tokenHash: string): string | undefined =>
  ownersOf(db).get(tokenHash);

export function rememberSessionOwner(db: Db, tokenHash: string, userId: string): void {
  keep(ownersOf(db), tokenHash, userId);
}

export const forgetSessionOwner = (db: Db, tokenHash: string): void => {
  ownersOf(db).delete(tokenHash);
};
