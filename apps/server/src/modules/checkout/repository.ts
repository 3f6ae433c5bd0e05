import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bundles, products, productVariants, stores } from '../../db/schema/index.ts';

export interface LineStore {
  storeId: string;
  storeName: string;
}

/**
 * The checkout module's SQL: which store sells each product, variant and bundle of a cart (orders are split
 * per store). One statement per kind of reference, only for the references asked.
 */
export async function findLineStores(
  db: Db,
  refs: { productIds: string[]; variantIds: string[]; bundleIds: string[] },
): Promise<{
  products: Map<string, LineStore>;
  variants: Map<string, LineStore>;
  bundles: Map<string, LineStore>;
}> {
  const store = { storeId: stores.id, storeName: stores.name };
  const [byProduct, byVariant, byBundle] = await Promise.all([
    refs.productIds.length
      ? db
          .select({ id: products.id, ...store })
          .from(products)
          .innerJoin(stores, eq(stores.id, products.storeId))
          .where(inArray(products.id, refs.productIds))
      : [],
    refs.variantIds.length
      ? db
          .select({ id: productVariants.id, ...store })
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.productId))
          .innerJoin(stores, eq(stores.id, products.storeId))
          .where(inArray(productVariants.id, refs.variantIds))
      : [],
    refs.bundleIds.length
      ? db
          .select({ id: bundles.id, ...store })
          .from(bundles)
          .innerJoin(products, eq(products.id, bundles.productId))
          .innerJoin(stores, eq(stores.id, products.storeId))
          .where(inArray(bundles.id, refs.bundleIds))
      : [],
  ]);
  const toMap = (rows: { id: string; storeId: string; storeName: string }[]) =>
    new Map(rows.map((r) => [r.id, { storeId: r.storeId, storeName: r.storeName }]));
  return { products: toMap(byProduct), variants: toMap(byVariant), bundles: toMap(byBundle) };
}
