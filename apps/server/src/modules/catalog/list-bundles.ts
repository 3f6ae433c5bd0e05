import { type BundleList, type BundleOffer, bundleStock, eventFlags } from '@shop/domain/catalog';
import type { AppContext } from '../../http/types.ts';
import { catalogCache } from './catalog-cache.ts';
import { getDetailData } from './get-product-detail.ts';
import { type BundleRow, findBundles } from './repository/bundles.ts';

/**
 * A bundle offer for `now`. A member whose product is no longer sold (not ACTIVE and public, not
 * purchasable, or its event not on) is left out; the offer is `invalid` when fewer than `bundle` members
 * remain, and out of stock when no whole bundle can be made of different in-stock variants.
 */
function toOffer(row: BundleRow, now: Date): BundleOffer {
  const members = row.members.filter((m) => m.productSellable && eventFlags(m, now).canBuy);
  const variants = members.map((m) => ({
    id: m.id,
    name: m.name,
    productId: m.productId,
    productSlug: m.productSlug,
    productName: m.productName,
    image: m.imageUrl ? { imageUrl: m.imageUrl } : null,
    regularPrice: m.regularPrice,
    values: m.values,
    isOutOfStock: m.available <= 0,
    inventory: { available: m.available, currentStock: m.currentStock },
    currentStock: m.currentStock,
  }));
  const available = bundleStock(
    members.map((m) => m.available),
    row.bundleSize,
  );
  return {
    id: row.id,
    productId: row.productId,
    name: row.name,
    image: row.imageUrl ? { imageUrl: row.imageUrl } : null,
    bundle: row.bundleSize,
    discountType: row.discountType,
    discountValue: row.discountValue,
    variantIds: variants.map((v) => v.id),
    variants,
    inventory: {
      available,
      currentStock: bundleStock(
        members.map((m) => m.currentStock),
        row.bundleSize,
      ),
    },
    isOutOfStock: available === 0,
    invalid: members.length < row.bundleSize,
  };
}

/** GET /api/v1/products/{id}/bundles: the product's offers, in-stock ones first (then in staff's order). */
export async function listBundles(ctx: AppContext, key: string): Promise<BundleList> {
  const { product } = await getDetailData(ctx, key);
  const rows = await catalogCache(ctx).get(`bundles:${product.id}`, ctx.now().getTime(), async () => {
    const value = await findBundles(ctx.db, product.id);
    // The members' stock (of other products too) makes each offer's stock and the order of the offers.
    const members = value.flatMap((b) => b.members.map((m) => m.productId));
    return { value, validUntil: null, stock: { products: [...new Set(members)] } };
  });
  const now = ctx.now();
  const offers = rows.map((row) => toOffer(row, now));
  // A stable sort keeps the staff's order inside each group.
  offers.sort((a, b) => Number(a.isOutOfStock) - Number(b.isOutOfStock));
  return { contents: offers };
}
