import { type CartLineRecord, lineKey } from '@shop/domain/cart';
import { and, eq, fillPlaceholders, notInArray, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import {
  preparedPerDb,
  preparedPerShape,
  rowPlaceholders,
  rowValues,
  runPrepared,
} from '../../../db/prepared.ts';
import { cartLines, carts, orders, orderUnits } from '../../../db/schema/index.ts';
import { type ActiveSession, sessionByTokenHash } from '../../accounts/index.ts';

/** The cart's SQL: members' carts and lines (the catalogue facts the cart rules read: facts.ts). */

// Ids arrive from clients; a malformed one is simply unknown (PostgreSQL would refuse it as a uuid).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

export interface StoredCart {
  cartId: string | null;
  version: number;
  lines: (CartLineRecord & { id: string })[];
}

const lineColumns = {
  id: cartLines.id,
  kind: cartLines.kind,
  variantId: cartLines.variantId,
  bundleId: cartLines.bundleId,
  variantIds: cartLines.variantIds,
  quantity: cartLines.quantity,
  seenPrice: cartLines.seenPrice,
  cartPassword: cartLines.cartPassword,
  couponId: cartLines.couponId,
  addedAt: cartLines.addedAt,
};

type LineRow = { [K in keyof typeof lineColumns]: (typeof cartLines.$inferSelect)[K] };
const toRecord = (row: LineRow): CartLineRecord & { id: string } => ({
  ...row,
  kind: row.kind as CartLineRecord['kind'],
  addedAt: row.addedAt.toISOString(),
});

const cartOfUser = preparedPerDb((db) =>
  db
    .select({ cartId: carts.id, version: carts.version, line: lineColumns })
    .from(carts)
    .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
    .where(eq(carts.userId, sql.placeholder('userId')))
    .prepare('cart_of_user'),
);

/**
 * A member's cart as one snapshot (the cart row and its lines in one statement); empty when there is none.
 * Every read of a member's cart runs it: a prepared statement (db/prepared.ts).
 */
export async function readCart(db: Db, userId: string): Promise<StoredCart> {
  const rows = await cartOfUser(db).execute({ userId });
  const first = rows[0];
  if (!first) return { cartId: null, version: 0, lines: [] };
  const lines = rows.flatMap((r) => (r.line?.id ? [toRecord(r.line as LineRow)] : []));
  return { cartId: first.cartId, version: first.version, lines };
}

/**
 * Takes the member's cart for a change: creates it when missing and bumps its version in one statement,
 * which also locks the row until the transaction ends, so concurrent changes of one cart (two tabs, a
 * double click) run one after the other on what the previous one wrote. Other carts never wait.
 */
export async function lockCart(tx: Db, userId: string): Promise<StoredCart> {
  const [cart] = await cartUpsert(tx).execute({ userId });
  if (!cart) throw new Error('cart upsert returned no row');
  const lines = await linesOfCart(tx).execute({ cartId: cart.id });
  return { cartId: cart.id, version: cart.version, lines: lines.map(toRecord) };
}

// Every order and cart change runs these: prepared statements built once per connection (db/prepared.ts).
const cartUpsert = preparedPerDb((db) =>
  db
    .insert(carts)
    .values({ userId: sql.placeholder('userId'), version: 1 })
    .onConflictDoUpdate({
      target: carts.userId,
      set: { version: sql`${carts.version} + 1`, updatedAt: sql`now()` },
    })
    .returning({ id: carts.id, version: carts.version })
    .prepare('cart_lock'),
);
const linesOfCart = preparedPerDb((db) =>
  db
    .select(lineColumns)
    .from(cartLines)
    .where(eq(cartLines.cartId, sql.placeholder('cartId')))
    .prepare('cart_lines_of_cart'),
);

const LINE_FIELDS = [
  'cartId',
  'kind',
  'lineKey',
  'variantId',
  'bundleId',
  'variantIds',
  'quantity',
  'seenPrice',
  'cartPassword',
  'couponId',
  'addedAt',
] as const;

const lineValues = (cartId: string, l: CartLineRecord) => ({
  cartId,
  kind: l.kind,
  lineKey: lineKey(l),
  variantId: l.variantId,
  bundleId: l.bundleId,
  variantIds: l.variantIds,
  quantity: l.quantity,
  seenPrice: l.seenPrice,
  cartPassword: l.cartPassword,
  couponId: l.couponId,
  addedAt: new Date(l.addedAt),
});

/** What a change writes: lines gone, lines new or changed (quantity, price told, password proof), and the ids
 * of the lines left alone, by key. */
function diffLines(before: readonly (CartLineRecord & { id: string })[], lines: readonly CartLineRecord[]) {
  const held = new Map(before.map((l) => [lineKey(l), l]));
  const ids = new Map<string, string>();
  const changed: CartLineRecord[] = [];
  for (const l of lines) {
    const key = lineKey(l);
    const was = held.get(key);
    held.delete(key);
    if (
      was &&
      was.quantity === l.quantity &&
      was.seenPrice === l.seenPrice &&
      was.cartPassword === l.cartPassword
    )
      ids.set(key, was.id);
    else changed.push(l);
  }
  return { ids, changed, gone: [...held.values()].map((l) => l.id) };
}

/**
 * Writes the cart's new lines over the ones it held (`before`, read under the cart's lock): lines no longer
 * there are deleted, new or changed lines (quantity, price told, password proof) inserted or updated, and
 * unchanged lines left alone. Answers every line's id by key.
 */
export async function writeLines(
  tx: Db,
  cartId: string,
  before: readonly (CartLineRecord & { id: string })[],
  lines: readonly CartLineRecord[],
): Promise<Map<string, string>> {
  const { ids, changed, gone } = diffLines(before, lines);
  if (gone.length > 0) await linesRemove(tx).execute({ cartId, ids: gone });
  if (changed.length === 0) return ids;
  const rows = await linesUpsert(tx, String(changed.length)).execute(
    rowValues(
      LINE_FIELDS,
      changed.map((l) => lineValues(cartId, l)),
    ),
  );
  for (const r of rows) ids.set(r.key, r.id);
  return ids;
}

/**
 * A change of the cart as read (`readCart`: its lines at `version`), written in one statement only when no
 * other change came in between: the version bumped where it is still `version` (which waits for a change
 * holding the cart's lock, then finds the version moved), and only then the lines gone deleted and the new
 * or changed ones written. Answers null when another change came first (nothing written), else every line's
 * id by key. One round trip where the locked change takes four (BEGIN, lock, lines, write, COMMIT).
 */
export async function writeCartIfUnchanged(
  db: Db,
  cartId: string,
  version: number,
  before: readonly (CartLineRecord & { id: string })[],
  lines: readonly CartLineRecord[],
): Promise<Map<string, string> | null> {
  const { ids, changed, gone } = diffLines(before, lines);
  const [row] = await runPrepared(db, 'cart_write_if_unchanged', WRITE_IF_UNCHANGED, [
    cartId,
    version,
    gone,
    JSON.stringify(changed.map(lineJson)),
  ]);
  return writtenIds(row, ids);
}

/** A written line as the write's `json_to_recordset` takes it. */
const lineJson = (l: CartLineRecord) => ({
  kind: l.kind,
  line_key: lineKey(l),
  variant_id: l.variantId,
  bundle_id: l.bundleId,
  variant_ids: l.variantIds,
  quantity: l.quantity,
  seen_price: l.seenPrice,
  cart_password: l.cartPassword,
  coupon_id: l.couponId,
  added_at: l.addedAt,
});

/** The ids of every line by key once written (the lines left alone and those written), or null: none. */
function writtenIds(row: Record<string, unknown> | undefined, ids: Map<string, string>) {
  if (row?.version === null || row?.version === undefined) return null;
  for (const [id, key] of row.written as [string, string][]) ids.set(key, id);
  return ids;
}

/**
 * What a write does once its `bumped` CTE moved the cart's version (nothing when it did not): the lines
 * gone ($3) deleted, the new or changed ones ($4, json) upserted; it answers the version written (null:
 * none) and the ids of the lines written, then `more` (columns of the statement's own).
 */
const linesWritten = (more = '') => `gone as (
    delete from cart_lines where cart_id = (select id from bumped) and array_position($3::uuid[], id) is not null
  ), written as (
    insert into cart_lines (cart_id, kind, line_key, variant_id, bundle_id, variant_ids, quantity, seen_price,
      cart_password, coupon_id, added_at)
    select bumped.id, l.kind, l.line_key, l.variant_id, l.bundle_id, coalesce(l.variant_ids, '{}'), l.quantity,
      l.seen_price, l.cart_password, l.coupon_id, l.added_at
    from bumped, json_to_recordset($4::json) as l(kind text, line_key text, variant_id uuid, bundle_id uuid,
      variant_ids uuid[], quantity integer, seen_price integer, cart_password text, coupon_id text,
      added_at timestamptz)
    on conflict (cart_id, line_key) do update set quantity = excluded.quantity,
      seen_price = excluded.seen_price, cart_password = excluded.cart_password, updated_at = now()
    returning id, line_key
  )
  select (select version from bumped) as version,
    (select coalesce(json_agg(json_build_array(id, line_key)), '[]'::json) from written) as written${more}`;

// Every data-modifying part reads `bumped`: nothing is written unless the version moved from the one read.
const WRITE_IF_UNCHANGED = `with bumped as (
    update carts set version = version + 1, updated_at = now()
    where id = $1 and version = $2
    returning id, version
  ), ${linesWritten()}`;

/**
 * `writeCartIfUnchanged` for a caller known by a session cookie only (a route that reads its session
 * itself: member-cart.ts): the same write, in the same statement as the session's lookup (the accounts
 * module's `sessionByTokenHash`, whose rules `acceptSession` then applies), and only if that session holds
 * now by those rules (not expired at `now`, its account activated) and is the cart owner's. Answers the
 * session row (null: none) and, as `writeCartIfUnchanged`, the ids by key or null when nothing was written.
 * One round trip where the session's lookup and the write take two.
 */
export async function writeCartOfSession(
  db: Db,
  tokenHash: string,
  now: Date,
  cartId: string,
  version: number,
  before: readonly (CartLineRecord & { id: string })[],
  lines: readonly CartLineRecord[],
): Promise<{ session: ActiveSession | null; ids: Map<string, string> | null }> {
  const { ids, changed, gone } = diffLines(before, lines);
  const statement = writeOfSession(db);
  const [row] = await runPrepared(db, 'cart_write_of_session', statement.text, [
    cartId,
    version,
    gone,
    JSON.stringify(changed.map(lineJson)),
    now.toISOString(),
    ...fillPlaceholders(statement.params, { tokenHash }),
  ]);
  const s = row?.session as SessionJson | null | undefined;
  const session: ActiveSession | null = s
    ? {
        id: s.id,
        userId: s.user_id,
        persistent: s.persistent,
        createdAt: new Date(s.created_at),
        lastSeenAt: new Date(s.last_seen_at),
        expiresAt: new Date(s.expires_at),
        email: s.email,
        activated: s.activated,
        roles: s.roles ?? [],
      }
    : null;
  return { session, ids: writtenIds(row, ids) };
}

/** The session row as the write answers it: one json column (parsing it costs less than nine). */
interface SessionJson {
  id: string;
  user_id: string;
  persistent: boolean;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  email: string;
  activated: boolean;
  roles: ActiveSession['roles'] | null;
}

/** The values after the write's own ($1-$5) are the session lookup's, numbered on from $6. */
const OWN_VALUES = 5;

// The expiry compared as the shop reads it (to the millisecond), so the write holds exactly where
// `acceptSession` accepts the session.
const writeOfSession = preparedPerDb((db) => {
  const lookup: SQL = sessionByTokenHash(db, sql.placeholder('tokenHash')).getSQL();
  const { sql: text, params } = new PgDialect().sqlToQuery(lookup);
  const session = text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + OWN_VALUES}`);
  return {
    params,
    text: `with s as (${session}), bumped as (
    update carts set version = version + 1, updated_at = now()
    where id = $1 and version = $2 and user_id = (select s.user_id from s
      where s.activated and date_trunc('milliseconds', s.expires_at) > $5::timestamptz)
    returning id, version
  ), ${linesWritten(', (select row_to_json(s) from s) as session')}`,
  };
});

// Every change of a member's cart runs these: prepared statements built once per connection (and per
// number of lines written), db/prepared.ts.
const linesRemove = preparedPerDb((db) =>
  db
    .delete(cartLines)
    .where(
      and(
        eq(cartLines.cartId, sql.placeholder('cartId')),
        sql`${cartLines.id} = any(${sql.placeholder('ids')}::uuid[])`,
      ),
    )
    .prepare('cart_lines_remove'),
);
const linesUpsert = preparedPerShape((db, n) =>
  db
    .insert(cartLines)
    .values(rowPlaceholders(LINE_FIELDS, Number(n)))
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.lineKey],
      set: {
        quantity: sql`excluded.quantity`,
        seenPrice: sql`excluded.seen_price`,
        cartPassword: sql`excluded.cart_password`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: cartLines.id, key: cartLines.lineKey })
    .prepare(`cart_lines_upsert_${n}`),
);

/** A PRICE_UPDATE_WARN is told once: the line now remembers the price it was told. */
export async function rememberPrices(db: Db, changes: { id: string; price: number }[]): Promise<void> {
  for (const c of changes) {
    await db
      .update(cartLines)
      .set({ seenPrice: c.price })
      .where(and(eq(cartLines.id, c.id), sql`${cartLines.seenPrice} is distinct from ${c.price}`));
  }
}

/** Empties a member's cart (an order took its lines), in the order's transaction. */
export async function deleteLines(tx: Db, cartId: string): Promise<void> {
  await linesDelete(tx).execute({ cartId });
}

const linesDelete = preparedPerDb((db) =>
  db
    .delete(cartLines)
    .where(eq(cartLines.cartId, sql.placeholder('cartId')))
    .prepare('cart_lines_delete'),
);

/** Statuses whose units no longer count against the per-customer limits: the goods went back. */
const RETURNED = ['CANCELED', 'EXPIRED_ORDER', 'REFUNDED'];

/**
 * What the customer's orders hold of these variants and products (orders not cancelled, expired or refunded),
 * from the orders' units table (the orders module writes it; this is its only reader outside that module).
 */
export async function findPurchased(
  db: Db,
  userId: string,
  variantIds: readonly string[],
  productIds: readonly string[],
) {
  if (variantIds.length === 0 && productIds.length === 0) return [];
  return db
    .select({
      variantId: orderUnits.variantId,
      productId: orderUnits.productId,
      quantity: orderUnits.quantity,
    })
    .from(orderUnits)
    .innerJoin(orders, eq(orders.id, orderUnits.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        notInArray(orders.status, RETURNED),
        sql`(${orderUnits.variantId} = any(${sql.param([...variantIds])}::uuid[]) or ${orderUnits.productId} = any(${sql.param([...productIds])}::uuid[]))`,
      ),
    );
}
