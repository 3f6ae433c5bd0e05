import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { variantInventory } from '../../../db/schema/index.ts';

/**
 * Takes `quantity` of a variant if that many are available: one conditional update, so concurrent orders
 * can never take more than there is (and the CHECK available >= 0 is the last line). False when short.
 */
export async function takeStock(tx: Db, variantId: string, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(variantInventory)
    .set({ available: sql`${variantInventory.available} - ${quantity}` })
    .where(and(eq(variantInventory.variantId, variantId), gte(variantInventory.available, quantity)))
    .returning({ variantId: variantInventory.variantId });
  return rows.length === 1;
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
