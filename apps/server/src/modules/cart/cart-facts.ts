import { type CartFacts, type CartLineRecord, NOTHING_PURCHASED, type VariantFacts } from '@shop/domain/cart';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../http/types.ts';
import { cartPasswordToken } from './cart-password.ts';
import { countPurchasedQuantities } from './purchased-quantities.ts';
import { findBundleFacts, findVariantFacts, type VariantFactsRow } from './repository.ts';

export interface FactsWanted {
  variantIds?: readonly string[];
  bundleIds?: readonly string[];
}

function toVariantFacts(r: VariantFactsRow): VariantFacts {
  return {
    variantId: r.variantId,
    variantName: r.variantName,
    productId: r.productId,
    productSlug: r.productSlug,
    productName: r.productName,
    productType: r.productType,
    imageUrl: r.imageUrl,
    values: r.values,
    price: {
      regularPrice: r.regularPrice,
      salePrice: r.salePrice,
      saleStart: r.saleStart,
      saleEnd: r.saleEnd,
    },
    available: r.available,
    currentStock: r.currentStock,
    lowStockValue: r.lowStockValue,
    listed: r.listed,
    purchasable: r.purchasable,
    isDistributor: r.isDistributor,
    event: { hasCountDown: r.hasCountDown, eventStartTime: r.eventStartTime, eventEndTime: r.eventEndTime },
    passwordToken: r.passwordHash === null ? null : cartPasswordToken(r.passwordHash, r.productId),
    variantLimit: r.variantLimit,
    productLimit: r.productLimit,
  };
}

/** Every variant and bundle the lines (and a change to them) refer to. */
export function idsOf(lines: readonly CartLineRecord[], more: FactsWanted = {}) {
  const variantIds = new Set(more.variantIds ?? []);
  const bundleIds = new Set(more.bundleIds ?? []);
  for (const l of lines) {
    if (l.variantId) variantIds.add(l.variantId);
    for (const id of l.variantIds) variantIds.add(id);
    if (l.bundleId) bundleIds.add(l.bundleId);
  }
  return { variantIds: [...variantIds], bundleIds: [...bundleIds] };
}

/**
 * The catalogue facts of the lines, read now from the database (never the catalogue cache: a cart must
 * price with the stock and prices of this moment), and the member's past purchases for the limits.
 */
export async function loadCartFacts(
  _ctx: AppContext,
  db: Db,
  lines: readonly CartLineRecord[],
  more: FactsWanted = {},
  userId: string | null = null,
): Promise<CartFacts> {
  const { variantIds, bundleIds } = idsOf(lines, more);
  const [variantRows, bundleRows] = await Promise.all([
    findVariantFacts(db, variantIds),
    findBundleFacts(db, bundleIds),
  ]);
  const variants = new Map(variantRows.map((r) => [r.variantId, toVariantFacts(r)]));
  const limited = variantRows.filter((r) => r.variantLimit !== null || r.productLimit !== null);
  const purchased =
    userId && limited.length > 0
      ? await countPurchasedQuantities({ db }, userId, {
          variantIds: limited.map((r) => r.variantId),
          productIds: [...new Set(limited.map((r) => r.productId))],
        })
      : NOTHING_PURCHASED;
  const bundles = new Map(
    bundleRows.map((b) => [
      b.bundleId,
      {
        bundleId: b.bundleId,
        productId: b.productId,
        productSlug: b.productSlug,
        productListed: b.productListed,
        name: b.name,
        imageUrl: b.imageUrl,
        discount: { discountType: b.discountType, discountValue: b.discountValue },
        size: b.size,
        memberIds: b.memberIds,
      },
    ]),
  );
  return { variants, bundles, purchased };
}
