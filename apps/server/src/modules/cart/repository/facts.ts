import type { BundleDiscountType, ProductType } from '@shop/domain/catalog';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedPerDb } from '../../../db/prepared.ts';
import {
  attributeOptions,
  bundles,
  bundleVariants,
  productAttributes,
  productImages,
  products,
  productVariants,
  variantInventory,
  variantOptionValues,
} from '../../../db/schema/index.ts';
import { isUuid } from './carts.ts';

/** The catalogue facts the cart rules read fresh: variants with their product and stock, bundles with members. */

/**
 * Variants with their product, stock and option values, read now, in one statement (every cart read and
 * change, and every order: a prepared statement built once per connection, db/prepared.ts).
 */
export async function findVariantFacts(db: Db, variantIds: readonly string[]) {
  const ids = [...new Set(variantIds)].filter(isUuid);
  if (ids.length === 0) return [];
  return variantFacts(db).execute({ ids });
}

const variantFacts = preparedPerDb((db) => {
  const v = productVariants;
  const p = products;
  const inv = variantInventory;
  const o = attributeOptions;
  const a = productAttributes;
  return db
    .select({
      variantId: v.id,
      variantName: v.name,
      productId: p.id,
      productSlug: p.slug,
      productName: p.name,
      productType: sql<ProductType>`${p.type}`,
      imageUrl: sql<
        string | null
      >`coalesce(${v.imageUrl}, (select ${productImages.imageUrl} from ${productImages} where ${productImages.productId} = ${p.id} order by ${productImages.position} limit 1))`,
      values: sql<
        { name: string; value: string }[]
      >`coalesce((select json_agg(json_build_object('name', ${a.name}, 'value', ${o.name}) order by ${a.position}, ${o.position}) from ${variantOptionValues} join ${o} on ${o.id} = ${variantOptionValues.optionId} join ${a} on ${a.id} = ${o.attributeId} where ${variantOptionValues.variantId} = ${v.id}), '[]'::json)`,
      regularPrice: v.regularPrice,
      salePrice: v.salePrice,
      saleStart: v.saleStart,
      saleEnd: v.saleEnd,
      available: sql<number>`coalesce(${inv.available}, 0)`,
      currentStock: sql<number>`coalesce(${inv.currentStock}, 0)`,
      lowStockValue: sql<number>`coalesce(${inv.lowStockValue}, 0)`,
      listed: sql<boolean>`${p.status} = 'ACTIVE' and ${p.privacy} = 'PUBLIC'`,
      purchasable: p.purchasable,
      isDistributor: p.isDistributor,
      hasCountDown: p.hasCountDown,
      eventStartTime: p.eventStartTime,
      eventEndTime: p.eventEndTime,
      // A protected product's secret hash; it never leaves the cart module (cart-password.ts).
      passwordHash: sql<
        string | null
      >`case when ${p.isCheckoutPasswordProtected} then ${p.checkoutPasswordHash} end`,
      variantLimit: v.maxPerCustomer,
      productLimit: p.maxPerCustomer,
    })
    .from(v)
    .innerJoin(p, eq(p.id, v.productId))
    .leftJoin(inv, eq(inv.variantId, v.id))
    .where(sql`${v.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('cart_variant_facts');
});

/** Bundle definitions with their member variant ids, in one statement. */
export async function findBundleFacts(db: Db, bundleIds: readonly string[]) {
  const ids = [...new Set(bundleIds)].filter(isUuid);
  if (ids.length === 0) return [];
  const b = bundles;
  const p = products;
  return db
    .select({
      bundleId: b.id,
      productId: p.id,
      productSlug: p.slug,
      productListed: sql<boolean>`${p.status} = 'ACTIVE' and ${p.privacy} = 'PUBLIC' and ${p.purchasable}`,
      name: b.name,
      imageUrl: b.imageUrl,
      discountType: sql<BundleDiscountType>`${b.discountType}`,
      discountValue: b.discountValue,
      size: b.bundleSize,
      memberIds: sql<
        string[]
      >`coalesce(array_agg(${bundleVariants.variantId}::text) filter (where ${bundleVariants.variantId} is not null), '{}')`,
    })
    .from(b)
    .innerJoin(p, eq(p.id, b.productId))
    .leftJoin(bundleVariants, eq(bundleVariants.bundleId, b.id))
    .where(inArray(b.id, ids))
    .groupBy(b.id, p.id);
}

export type VariantFactsRow = Awaited<ReturnType<typeof findVariantFacts>>[number];
export type BundleFactsRow = Awaited<ReturnType<typeof findBundleFacts>>[number];
