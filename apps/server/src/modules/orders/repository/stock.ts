import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { variantInventory } from '../../../db/schema/index.ts';

/**
 * Takes `quantity` of a variant if that many are available: one conditional update, so concurrent orders
 * can never take more than there is (and the CHECK available >= 0 is the last line). Answers what is left,
 * or null when short.
 */
export async function takeStock(tx: Db, variantId: string, quantity: number): Promise<number | null> {
  const rows = await tx
    .update(variantInventory)
    .set({ available: sql`${variantInventory.available} - ${quantity}` })
    .where(and(eq(variantInventory.variantId, variantId), gte(variantInventory.available, quantity)))
    .returning({ available: variantInventory.available });
  return rows[0]?.available ?? null;
}

/**
 * Before any transaction, in ONE statement on no lock: the group the shopper's Idempotency-Key already
 * made (if any), and the units the member's cart would take per variant (a bundle's members each) beside
 * what is available. Admission (`admission.ts`) refuses a sold-out drop's losers on this alone.
 */
export async function readCartNeeds(
  db: Db,
  userId: string,
  idempotencyKey: string,
): Promise<{ groupId: string | null; needs: { variantId: string; quantity: number; available: number }[] }> {
  type Row = { group_id: string | null; needs: { variantId: string; quantity: number; available: number }[] };
  const result = await db.execute<Row>(sql`
    select
      (select g.id from order_groups g where g.user_id = ${userId} and g.idempotency_key = ${idempotencyKey}) as group_id,
      coalesce(json_agg(json_build_object(
        'variantId', n.variant_id, 'quantity', n.quantity, 'available', coalesce(vi.available, 0)
      )) filter (where n.variant_id is not null), '[]'::json) as needs
    from (
      select coalesce(cl.variant_id, m.member) as variant_id, sum(cl.quantity)::int as quantity
      from carts c
      join cart_lines cl on cl.cart_id = c.id
      left join lateral unnest(cl.variant_ids) as m(member) on true
      where c.user_id = ${userId}
      group by 1
    ) n
    left join variant_inventory vi on vi.variant_id = n.variant_id`);
  const row = ((result as unknown as { rows?: Row[] }).rows ?? (result as unknown as Row[]))[0];
  return { groupId: row?.group_id ?? null, needs: row?.needs ?? [] };
}

export async function availableOf(db: Db, variantId: string): Promise<number> {
  const [row] = await db
    .select({ available: variantInventory.available })
    .from(variantInventory)
    .where(eq(variantInventory.variantId, variantId));
  return row?.available ?? 0;
}

/** Gives units back to sale; `shelf` also puts them back on the shelf (a paid order's, which left it). */
export async function returnStock(
  tx: Db,
  variantId: string,
  quantity: number,
  shelf: boolean,
): Promise<void> {
  await tx
    .update(variantInventory)
    .set({
      available: sql`${variantInventory.available} + ${quantity}`,
      ...(shelf ? { currentStock: sql`${variantInventory.currentStock} + ${quantity}` } : {}),
    })
    .where(eq(variantInventory.variantId, variantId));
}

/** A paid order's units leave the shelf (currentStock counts available plus units of unpaid orders). */
export async function shipStock(tx: Db, variantId: string, quantity: number): Promise<void> {
  await tx
    .update(variantInventory)
    .set({ currentStock: sql`greatest(0, ${variantInventory.currentStock} - ${quantity})` })
    .where(eq(variantInventory.variantId, variantId));
}
