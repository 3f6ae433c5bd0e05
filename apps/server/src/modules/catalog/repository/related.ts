import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { bundles, bundleVariants, products, productVariants } from '../../../db/schema/index.ts';

/** Products with a variant in a bundle together with a variant of this product (either side's bundle). */
export async function findBundlePartnerIds(db: Db, productId: string): Promise<string[]> {
  const rows = await db.execute<{ id: string }>(sql`
    select distinct pv.product_id as id
    from ${bundleVariants} bv
    join ${productVariants} pv on pv.id = bv.variant_id
    where pv.product_id <> ${productId}
      and bv.bundle_id in (
        select ${bundles.id} from ${bundles} where ${bundles.productId} = ${productId}
        union
        select bv2.bundle_id from ${bundleVariants} bv2
        join ${productVariants} pv2 on pv2.id = bv2.variant_id where pv2.product_id = ${productId})`);
  return rowsOf<{ id: string }>(rows).map((r) => r.id);
}

/**
 * Related deals: the bundle partners, then products of the same main category with a sale on now. The
 * condition and score for the card query (partners first).
 */
export function relatedMatch(
  product: { id: string; mainCategoryId: string | null },
  partnerIds: readonly string[],
  now: Date,
): { match: SQL; rank: SQL<number> } {
  const at = sql`${now.toISOString()}::timestamptz`;
  const v = productVariants;
  const onSale = sql`exists (select 1 from ${v} where ${v.productId} = ${products.id} and ${v.salePrice} < ${v.regularPrice} and (${v.saleStart} is null or ${v.saleStart} <= ${at}) and (${v.saleEnd} is null or ${v.saleEnd} >= ${at}))`;
  const partner = partnerIds.length
    ? sql`${products.id} in (${sql.join(
        partnerIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql`false`;
  const deal = product.mainCategoryId
    ? sql`(${products.mainCategoryId} = ${product.mainCategoryId} and ${onSale})`
    : sql`false`;
  return {
    match: sql`${products.id} <> ${product.id} and (${partner} or ${deal})`,
    rank: sql<number>`case when ${partner} then 1 else 0 end`,
  };
}
