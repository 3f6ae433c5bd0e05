import type { PurchasedQuantities } from '@shop/domain/cart';
import type { Db } from '../../db/client.ts';
import { findPurchased } from './repository/index.ts';

/**
 * How many of these variants and products the customer holds in orders (README "Per-customer limits"):
 * orders not cancelled, expired or refunded, per variant and per product (a bundle's members each). Pass the
 * transaction you are in: the order being placed counts once it is written.
 */
export async function countPurchasedQuantities(
  ctx: { db: Db },
  userId: string,
  ids: { variantIds: readonly string[]; productIds: readonly string[] },
): Promise<PurchasedQuantities> {
  const rows = await findPurchased(ctx.db, userId, ids.variantIds, ids.productIds);
  const variants = new Map<string, number>();
  const products = new Map<string, number>();
  for (const r of rows) {
    variants.set(r.variantId, (variants.get(r.variantId) ?? 0) + r.quantity);
    products.set(r.productId, (products.get(r.productId) ?? 0) + r.quantity);
  }
  return { variants, products };
}
