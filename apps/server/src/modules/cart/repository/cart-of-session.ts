import type { CartLineRecord } from '@shop/domain/cart';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedPerDb } from '../../../db/prepared.ts';
import { type ActiveSession, sessionSubquery } from '../../accounts/index.ts';
import type { StoredCart } from './carts.ts';

/** A line as the statement answers it, in JSON (the timestamp as PostgreSQL writes it). */
type LineJson = CartLineRecord & { id: string };

const cartOfSession = preparedPerDb((db) => {
  const { s, columns } = sessionSubquery(db, sql.placeholder('tokenHash'));
  return db
    .select({
      ...columns,
      cart: sql<{ id: string; version: number; lines: LineJson[] } | null>`(select json_build_object(
          'id', c.id, 'version', c.version,
          'lines', coalesce((select json_agg(json_build_object('id', l.id, 'kind', l.kind,
            'variantId', l.variant_id, 'bundleId', l.bundle_id, 'variantIds', l.variant_ids,
            'quantity', l.quantity, 'seenPrice', l.seen_price, 'cartPassword', l.cart_password,
            'couponId', l.coupon_id, 'addedAt', l.added_at))
            from cart_lines l where l.cart_id = c.id), '[]'::json))
        from carts c where c.user_id = s.user_id)`,
    })
    .from(s)
    .prepare('cart_of_session');
});

/**
 * GET /me/cart for a caller known by a session cookie only (the route reads its session itself:
 * member-cart.ts): the session (the accounts module's `sessionByTokenHash`, whose rules `acceptSession` then
 * applies) and its owner's cart as one snapshot (`readCart`'s), in one statement where the session hook and
 * the cart's read take two round trips. The cart is of no use unless the session holds.
 */
export async function readCartOfSession(
  db: Db,
  tokenHash: string,
): Promise<{ session: ActiveSession | null; stored: StoredCart }> {
  const [row] = await cartOfSession(db).execute({ tokenHash });
  if (!row) return { session: null, stored: { cartId: null, version: 0, lines: [] } };
  const { cart, roles, ...session } = row;
  const stored: StoredCart = cart
    ? {
        cartId: cart.id,
        version: cart.version,
        lines: cart.lines.map((l) => ({ ...l, addedAt: new Date(l.addedAt).toISOString() })),
      }
    : { cartId: null, version: 0, lines: [] };
  return { session: { ...session, roles: roles ?? [] }, stored };
}
