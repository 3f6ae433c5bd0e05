import type { ProductStatus, ProductType } from '@shop/domain/catalog';
import { and, asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import {
  attributeOptions,
  bundles,
  categories,
  collaboratorProducts,
  collaborators,
  productAttributes,
  productDistributors,
  productImages,
  products,
  productTags,
  productVariants,
  variantInventory,
  variantOptionValues,
} from '../../../db/schema/index.ts';

/** Statuses with a product page: archived products keep theirs; drafts and inactive ones have none. */
export const PAGE_STATUSES: readonly ProductStatus[] = ['ACTIVE', 'ARCHIVED'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A product path's key: its slug, or its id. */
export function productKey(key: string): SQL {
  const bySlug = eq(products.slug, key);
  return UUID.test(key) ? (or(bySlug, eq(products.id, key)) as SQL) : bySlug;
}

const mainCategory = alias(categories, 'main_category');
const subCategory = alias(categories, 'sub_category');

/** Every column of the detail except the checkout password hash and the search document. */
const productColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  subName: products.subName,
  alias: products.alias,
  description: products.description,
  type: sql<ProductType>`${products.type}`,
  privacy: products.privacy,
  status: sql<ProductStatus>`${products.status}`,
  hasCountDown: products.hasCountDown,
  eventStartTime: products.eventStartTime,
  eventEndTime: products.eventEndTime,
  priceDisplaySetting: products.priceDisplaySetting,
  quantityDisplaySetting: products.quantityDisplaySetting,
  starReward: products.starReward,
  isCheckoutPasswordProtected: products.isCheckoutPasswordProtected,
  purchasable: products.purchasable,
  releaseDate: products.releaseDate,
  isBackOnShelf: products.isBackOnShelf,
  refLink: products.refLink,
  isDistributor: products.isDistributor,
  maxPerCustomer: products.maxPerCustomer,
  highestBidPrice: products.highestBidPrice,
  shortInfo: products.shortInfo,
  longInfo: products.longInfo,
  specification: products.specification,
  package: products.package,
  deliveryAndShipping: products.deliveryAndShipping,
  hashtags: products.hashtags,
  createdAt: products.createdAt,
  tagName: productTags.name,
  tagStyle: productTags.style,
  mainCategoryId: mainCategory.id,
  mainCategorySlug: mainCategory.slug,
  mainCategoryName: mainCategory.name,
  subCategoryId: subCategory.id,
  subCategorySlug: subCategory.slug,
  subCategoryName: subCategory.name,
};

export type ProductRow = NonNullable<Awaited<ReturnType<typeof findPageProduct>>>;

/** The product behind a product page (public, ACTIVE or ARCHIVED), by slug or id; null otherwise. */
export async function findPageProduct(db: Db, key: string) {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .leftJoin(productTags, eq(productTags.id, products.tagId))
    .leftJoin(mainCategory, eq(mainCategory.id, products.mainCategoryId))
    .leftJoin(subCategory, eq(subCategory.id, products.subCategoryId))
    .where(and(productKey(key), inArray(products.status, [...PAGE_STATUSES]), eq(products.privacy, 'PUBLIC')))
    .limit(1);
  return row ?? null;
}

export interface VariantValueRow {
  code: string;
  name: string;
  value: string;
  optionId: string;
  optionName: string;
}

/** A variant's option values, as a JSON array (one correlated aggregate, not a query per variant). */
export function variantValuesJson(variantId: SQL | typeof productVariants.id): SQL<VariantValueRow[]> {
  const o = attributeOptions;
  const a = productAttributes;
  return sql<
    VariantValueRow[]
  >`coalesce((select json_agg(json_build_object('code', ${a.code}, 'name', ${a.name}, 'value', ${o.value}, 'optionId', ${o.id}, 'optionName', ${o.name}) order by ${a.position}, ${o.position}) from ${variantOptionValues} join ${o} on ${o.id} = ${variantOptionValues.optionId} join ${a} on ${a.id} = ${o.attributeId} where ${variantOptionValues.variantId} = ${variantId}), '[]'::json)`;
}

/** The product's variants with prices, stock and option values, in display order. */
export function findVariants(db: Db, productId: string) {
  const v = productVariants;
  const inv = variantInventory;
  return db
    .select({
      id: v.id,
      name: v.name,
      sku: v.sku,
      regularPrice: v.regularPrice,
      salePrice: v.salePrice,
      saleStart: v.saleStart,
      saleEnd: v.saleEnd,
      imageUrl: v.imageUrl,
      available: sql<number>`coalesce(${inv.available}, 0)`,
      currentStock: sql<number>`coalesce(${inv.currentStock}, 0)`,
      lowStockValue: sql<number>`coalesce(${inv.lowStockValue}, 0)`,
      maxPerCustomer: v.maxPerCustomer,
      values: variantValuesJson(v.id),
    })
    .from(v)
    .leftJoin(inv, eq(inv.variantId, v.id))
    .where(eq(v.productId, productId))
    .orderBy(asc(v.position), asc(v.id));
}
export type VariantRow = Awaited<ReturnType<typeof findVariants>>[number];

interface OptionRow {
  id: string;
  name: string;
  value: string;
  imageUrl: string | null;
}

/** Attributes with their options (each option's image), in display order. */
export function findAttributes(db: Db, productId: string) {
  const a = productAttributes;
  const o = attributeOptions;
  return db
    .select({
      id: a.id,
      code: a.code,
      name: a.name,
      status: a.status,
      options: sql<
        OptionRow[]
      >`coalesce(json_agg(json_build_object('id', ${o.id}, 'name', ${o.name}, 'value', ${o.value}, 'imageUrl', ${o.imageUrl}) order by ${o.position}, ${o.id}) filter (where ${o.id} is not null), '[]'::json)`,
    })
    .from(a)
    .leftJoin(o, eq(o.attributeId, a.id))
    .where(eq(a.productId, productId))
    .groupBy(a.id)
    .orderBy(asc(a.position), asc(a.id));
}

export function findImages(db: Db, productId: string) {
  const i = productImages;
  return db
    .select({ id: i.id, imageUrl: i.imageUrl, fileName: i.fileName, fileExtension: i.fileExtension })
    .from(i)
    .where(eq(i.productId, productId))
    .orderBy(asc(i.position), asc(i.id));
}

export function findDistributors(db: Db, productId: string) {
  const d = productDistributors;
  return db
    .select({ name: d.name, url: d.url })
    .from(d)
    .where(eq(d.productId, productId))
    .orderBy(asc(d.position), asc(d.id));
}

export function findCollaborators(db: Db, productId: string) {
  const c = collaborators;
  return db
    .select({
      id: c.id,
      slug: c.slug,
      name: c.name,
      avatarUrl: c.avatarUrl,
      link: c.link,
      shortDescription: c.shortDescription,
    })
    .from(collaboratorProducts)
    .innerJoin(c, eq(c.id, collaboratorProducts.collaboratorId))
    .where(eq(collaboratorProducts.productId, productId))
    .orderBy(asc(c.position), asc(c.id));
}

export async function countBundles(db: Db, productId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bundles).where(eq(bundles.productId, productId));
  return row?.n ?? 0;
}

const inStock = sql`exists (select 1 from ${productVariants} join ${variantInventory} on ${variantInventory.variantId} = ${productVariants.id} where ${productVariants.productId} = ${products.id} and ${variantInventory.available} > 0)`;

/**
 * "You may also like": other products of the same main category or by one of the same collaborators.
 * The condition and score for the card query: in stock first, then a shared collaborator, then newest.
 */
export function recommendedMatch(product: { id: string; mainCategoryId: string | null }) {
  const sharesCollaborator = sql`exists (select 1 from ${collaboratorProducts} mine join ${collaboratorProducts} theirs on theirs.collaborator_id = mine.collaborator_id where mine.product_id = ${product.id} and theirs.product_id = ${products.id})`;
  const sameCategory = product.mainCategoryId
    ? sql`${products.mainCategoryId} = ${product.mainCategoryId}`
    : sql`false`;
  return {
    match: sql`${products.id} <> ${product.id} and (${sameCategory} or ${sharesCollaborator})`,
    rank: sql<number>`(case when ${inStock} then 2 else 0 end + case when ${sharesCollaborator} then 1 else 0 end)`,
  };
}
