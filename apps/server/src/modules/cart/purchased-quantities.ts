import { NOTHING_PURCHASED, type PurchasedQuantities } from '@shop/domain/cart';
import type { AppContext } from '../../http/types.ts';

/**
 * How many of these variants and products the customer has bought before, for the per-customer limits
 * (README "Per-customer limits"). There are no orders yet: the orders work answers the real counts here
 * (orders not cancelled, per variant and per product) and every cart rule counts them at once.
 */
export async function countPurchasedQuantities(
  _ctx: AppContext,
  _userId: string,
  _ids: { variantIds: readonly string[]; productIds: readonly string[] },
): Promise<PurchasedQuantities> {
  return NOTHING_PURCHASED;
}
