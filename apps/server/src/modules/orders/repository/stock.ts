import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedPerDb, preparedPerShape, rowPlaceholders, rowValues } from '../../../db/prepared.ts';
import { stockMoves, variantInventory } from '../../../db/schema/index.ts';
import { type ActiveSession, sessionSubquery } from '../../accounts/index.ts';

/**
 * Every change of stock is a move written into the transaction and applied at its COMMIT by the database
 * (`stock_moves`, migration 0022): the variant's row is locked only while the commit runs, so a drop's
 * orders queue on it for a fraction of a millisecond each instead of for their last round trips. The moves
 * of one transaction are applied in variant order (no deadlock); one that would leave `available` below
 * zero fails the COMMIT (`stockShortage` tells it), so concurrent orders never take more than there is.
 */
async function moveStock(
  tx: Db,
  moves: readonly { variantId: string; available: number; shelf: number }[],
): Promise<void> {
  if (moves.length === 0) return;
  const sorted = [...moves].sort((a, b) => a.variantId.localeCompare(b.variantId));
  await movesInsert(tx, String(sorted.length)).execute(rowValues(MOVE_FIELDS, sorted));
}

// Every order, payment and cancel writes moves: prepared statements built once per connection and count.
const MOVE_FIELDS = ['variantId', 'available', 'shelf'] as const;
const movesInsert = preparedPerShape((db, n) =>
  db
    .insert(stockMoves)
    .values(rowPlaceholders(MOVE_FIELDS, Number(n)))
    .prepare(`stock_moves_insert_${n}`),
);

/** Takes units to sell at commit: the COMMIT fails if a variant has fewer available (`stockShortage`). */
export const takeStock = (tx: Db, units: readonly { variantId: string; quantity: number }[]) =>
  moveStock(
    tx,
    units.map((u) => ({ variantId: u.variantId, available: -u.quantity, shelf: 0 })),
  );

/** Gives units back to sale; `shelf` also puts them back on the shelf (a paid order's, which left it). */
export const returnStock = (
  tx: Db,
  units: readonly { variantId: string; quantity: number }[],
  shelf: boolean,
) =>
  moveStock(
    tx,
    units.map((u) => ({ variantId: u.variantId, available: u.quantity, shelf: shelf ? u.quantity : 0 })),
  );

/** A paid order's units leave the shelf (currentStock counts available plus units of unpaid orders). */
export const shipStock = (tx: Db, units: readonly { variantId: string; quantity: number }[]) =>
  moveStock(
    tx,
    units.map((u) => ({ variantId: u.variantId, available: 0, shelf: -u.quantity })),
  );

/**
 * The variant a take fell short of, and what it had, when `err` is the COMMIT refused by `stock_moves`
 * (its check_violation carries them as JSON in the detail); null for any other error. Drizzle wraps the
 * driver's error: the `cause` chain is looked at.
 */
export function stockShortage(err: unknown): { variantId: string; available: number } | null {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    const { code, constraint, detail } = e as { code?: unknown; constraint?: unknown; detail?: unknown };
    if (code === '23514' && constraint === 'variant_inventory_available_ck' && typeof detail === 'string') {
      try {
        const parsed = JSON.parse(detail) as { variantId?: unknown; available?: unknown };
        if (typeof parsed.variantId === 'string' && typeof parsed.available === 'number')
          return { variantId: parsed.variantId, available: parsed.available };
      } catch {
        return null;
      }
    }
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** What is available now of each variant (0 for one without stock). */
export async function availableNow(db: Db, variantIds: readonly string[]): Promise<Map<string, number>> {
  const left = new Map(variantIds.map((id) => [id, 0]));
  if (variantIds.length === 0) return left;
  const rows = await availableOf(db).execute({ ids: [...variantIds] });
  for (const r of rows) left.set(r.variantId, r.available);
  return left;
}
const availableOf = preparedPerDb((db) =>
  db
    .select({ variantId: variantInventory.variantId, available: variantInventory.available })
    .from(variantInventory)
    .where(sql`${variantInventory.variantId} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('stock_available_of'),
);

type Need = { variantId: string; quantity: number; available: number };

const intake = preparedPerDb((db) => {
  const { s, columns } = sessionSubquery(db, sql.placeholder('tokenHash'));
  const key = sql.placeholder('key');
  return db
    .select({
      ...columns,
      groupId: sql<string | null>`(select g.id from order_groups g
        where g.user_id = s.user_id and g.idempotency_key = ${key})`,
      needs: sql<Need[]>`(select coalesce(json_agg(json_build_object(
          'variantId', n.variant_id, 'quantity', n.quantity, 'available', coalesce(vi.available, 0)
        )) filter (where n.variant_id is not null), '[]'::json)
        from (
          select coalesce(cl.variant_id, m.member) as variant_id, sum(cl.quantity)::int as quantity
          from carts c
          join cart_lines cl on cl.cart_id = c.id
          left join lateral unnest(cl.variant_ids) as m(member) on true
          where c.user_id = s.user_id
          group by 1
        ) n
        left join variant_inventory vi on vi.variant_id = n.variant_id)`,
    })
    .from(s)
    .prepare('orders_intake');
});

/**
 * Before any transaction, in ONE statement on no lock: the session of the caller's cookie (the accounts
 * module's lookup, `sessionByTokenHash`: its rules are applied by `acceptSession`), the group the shopper's
 * Idempotency-Key already made (if any), and the units the member's cart would take per variant (a bundle's
 * members each) beside what is available. Admission (`admission.ts`) refuses a sold-out drop's losers on
 * this alone: one round trip each. A prepared statement (db/prepared.ts).
 */
export async function readOrderIntake(
  db: Db,
  tokenHash: string,
  idempotencyKey: string,
): Promise<{ session: ActiveSession | null; groupId: string | null; needs: Need[] }> {
  const [row] = await intake(db).execute({ tokenHash, key: idempotencyKey });
  if (!row) return { session: null, groupId: null, needs: [] };
  const { groupId, needs, roles, ...session } = row;
  return { session: { ...session, roles: roles ?? [] }, groupId, needs };
}
