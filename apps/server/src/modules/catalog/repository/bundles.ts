import type { BundleDiscountType } from '@shop/domain/catalog';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  bundles,
  bundleVariants,
  products,
  productVariants,
  variantInventory,
} from '../../../db/schema/index.ts';
import { type VariantValueRow, variantValuesJson } from './detail.ts';

export interface BundleMemberRow {
  id: string;
  name: string;
  imageUrl: string | null;
  regularPrice: number;
  available: number;
  currentStock: number;
  values: VariantValueRow[];
  productId: string;
  productSlug: string;
  productName: string;
  /** The member's product can be sold at all (ACTIVE, public, purchasable); its event is checked on top. */
  productSellable: boolean;
  hasCountDown: boolean;
  eventStartTime: string | null;
  eventEndTime: string | null;
}

/** The bundle offers of a product, each with its member variants, in one statement. */
export function findBundles(db: Db, productId: string) {
  const b = bundles;
  const v = productVariants;
  const p = products;
  const inv = variantInventory;
  const member = sql`json_build_object('id', ${v.id}, 'name', ${v.name}, 'imageUrl', ${v.imageUrl}, 'regularPrice', ${v.regularPrice}, 'available', coalesce(${inv.available}, 0), 'currentStock', coalesce(${inv.currentStock}, 0), 'values', ${variantValuesJson(v.id)}, 'productId', ${p.id}, 'productSlug', ${p.slug}, 'productName', ${p.name}, 'productSellable', ${p.status} = 'ACTIVE' and ${p.privacy} = 'PUBLIC' and ${p.purchasable}, 'hasCountDown', ${p.hasCountDown}, 'eventStartTime', ${p.eventStartTime}, 'eventEndTime', ${p.eventEndTime})`;
  return db
    .select({
      id: b.id,
      productId: b.productId,
      name: b.name,
      imageUrl: b.imageUrl,
      discountType: sql<BundleDiscountType>`${b.discountType}`,
      discountValue: b.discountValue,
      bundleSize: b.bundleSize,
      members: sql<
        BundleMemberRow[]
      >`coalesce(json_agg(${member} order by ${bundleVariants.position}, ${v.id}) filter (where ${v.id} is not null), '[]'::json)`,
    })
    .from(b)
    .leftJoin(bundleVariants, eq(bundleVariants.bundleId, b.id))
    .leftJoin(v, eq(v.id, bundleVariants.variantId))
    .leftJoin(p, eq(p.id, v.productId))
    .leftJoin(inv, eq(inv.variantId, v.id))
    .where(eq(b.productId, productId))
    .groupBy(b.id)
    .orderBy(asc(b.position), asc(b.id));
}
export type BundleRow = Awaited<ReturnType<typeof findBundles>>[number];
