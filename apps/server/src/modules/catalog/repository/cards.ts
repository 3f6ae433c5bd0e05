import type { ProductStatus, ProductType, SortBy } from '@shop/domain/catalog';
import { and, asc, count, desc, eq, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  categories,
  productImages,
  products,
  productTags,
  productVariants,
  variantInventory,
} from '../../../db/schema/index.ts';

/** One variant as the card needs it; times are ISO strings because they come back inside JSON. */
export interface VariantSummaryRow {
  regularPrice: number;
  salePrice: number | null;
  saleStart: string | null;
  saleEnd: string | null;
  available: number;
  lowStockValue: number;
}

export interface ProductCardRow {
  id: string;
  slug: string;
  name: string;
  type: ProductType;
  hasCountDown: boolean;
  eventStartTime: Date | null;
  eventEndTime: Date | null;
  priceDisplaySetting: string;
  imageId: string | null;
  imageUrl: string | null;
  tagName: string | null;
  tagStyle: string | null;
  variants: VariantSummaryRow[] | null;
  /** With `withTotal`: how many products match in all (the same on every row). */
  total?: number;
}

export interface ProductCardFilter {
  statuses: readonly ProductStatus[];
  /** Only these types; when absent, every type except `excludeTypes`. */
  type?: ProductType;
  excludeTypes?: readonly ProductType[];
  /** A main or sub category slug. */
  category?: string;
  inStock?: boolean;
  priceFrom?: number;
  priceTo?: number;
  ids?: readonly string[];
  /** An extra condition on `products` (the search module's text match). */
  match?: SQL;
}

/** A sort of the listing, or RELEVANCE: by `rank` (a score over `products`), best first. */
export interface CardOrder {
  sort: SortBy | 'RELEVANCE';
  rank?: SQL<number>;
}

const MAX_INT = 2_147_483_647;

/** The unit price now: the sale price inside its schedule (bounds included), else the regular price. */
function priceNow(now: Date): SQL<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const v = productVariants;
  return sql<number>`case when ${v.salePrice} is not null and (${v.saleStart} is null or ${v.saleStart} <= ${at}) and (${v.saleEnd} is null or ${v.saleEnd} >= ${at}) then ${v.salePrice} else ${v.regularPrice} end`;
}

/**
 * A product's variants folded into figures (a LATERAL aggregate): cheapest and dearest price now, stock,
 * and whether one costs what the price filter asks. Joined only where a filter or sort needs it.
 */
function variantFigures(db: Db, now: Date, filter: ProductCardFilter) {
  const pay = priceNow(now);
  const v = productVariants;
  const inv = variantInventory;
  const pricing = filter.priceFrom !== undefined || filter.priceTo !== undefined;
  const priceMatch = pricing
    ? sql<boolean>`coalesce(bool_or(${pay} between ${filter.priceFrom ?? 0}::int and ${filter.priceTo ?? MAX_INT}::int), false)`
    : sql<boolean>`true`;
  return db
    .select({
      minPay: sql<number | null>`min(${pay})`.as('min_pay'),
      maxPay: sql<number | null>`max(${pay})`.as('max_pay'),
      anyAvailable: sql<boolean>`coalesce(bool_or(${inv.available} > 0), false)`.as('any_available'),
      priceMatch: priceMatch.as('price_match'),
    })
    .from(v)
    .leftJoin(inv, eq(inv.variantId, v.id))
    .where(eq(v.productId, products.id))
    .as('vf');
}

/** A product's variants as JSON for the card (prices, schedule, stock), for the rows of one page only. */
function variantList(db: Db) {
  const v = productVariants;
  const inv = variantInventory;
  return db
    .select({
      variants: sql<
        VariantSummaryRow[] | null
      >`json_agg(json_build_object('regularPrice', ${v.regularPrice}, 'salePrice', ${v.salePrice}, 'saleStart', ${v.saleStart}, 'saleEnd', ${v.saleEnd}, 'available', coalesce(${inv.available}, 0), 'lowStockValue', coalesce(${inv.lowStockValue}, 0)) order by ${v.position}, ${v.id})`.as(
        'variants',
      ),
    })
    .from(v)
    .leftJoin(inv, eq(inv.variantId, v.id))
    .where(eq(v.productId, products.id))
    .as('vl');
}

type Figures = ReturnType<typeof variantFigures>;

function conditions(db: Db, filter: ProductCardFilter, vf: Figures): SQL | undefined {
  const conds: (SQL | undefined)[] = [
    inArray(products.status, [...filter.statuses]),
    eq(products.privacy, 'PUBLIC'),
  ];
  if (filter.type) conds.push(eq(products.type, filter.type));
  else if (filter.excludeTypes?.length) conds.push(notInArray(products.type, [...filter.excludeTypes]));
  if (filter.ids) conds.push(inArray(products.id, [...filter.ids]));
  if (filter.match) conds.push(filter.match);
  if (filter.category) {
    const category = db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, filter.category));
    conds.push(or(inArray(products.mainCategoryId, category), inArray(products.subCategoryId, category)));
  }
  if (filter.inStock !== undefined) conds.push(sql`${vf.anyAvailable} = ${filter.inStock}`);
  if (filter.priceFrom !== undefined || filter.priceTo !== undefined) conds.push(sql`${vf.priceMatch}`);
  return and(...conds);
}

/**
 * The price a card shows, as @shop/domain's priceSummary picks it (the card's `price.salePrice`): the dearest
 * variant's price now for HIGHEST_PRICE ("Up to $x"), the cheapest otherwise ("From $x", the low end of a
 * range, or the one price), sale prices inside their schedule. Price sorts order by it both ways.
 */
const shownPrice = (vf: Figures) =>
  sql`case when ${products.priceDisplaySetting} = 'HIGHEST_PRICE' then ${vf.maxPay} else ${vf.minPay} end`;

function ordering({ sort, rank }: CardOrder, vf: Figures): SQL[] {
  // Newest first breaks ties, the id last: equal prices keep one order from page to page.
  const newest = [desc(products.createdAt), desc(products.id)];
  switch (sort) {
    case 'RELEVANCE':
      return rank ? [sql`${rank} desc`, ...newest] : newest;
    case 'OLDEST':
      return [asc(products.createdAt), asc(products.id)];
    case 'PRICE_LOW_TO_HIGH':
      return [sql`${shownPrice(vf)} asc nulls last`, ...newest];
    case 'PRICE_HIGH_TO_LOW':
      return [sql`${shownPrice(vf)} desc nulls last`, ...newest];
    case 'RATING_HIGH_TO_LOW':
      return [desc(products.ratingOverall), desc(products.ratingCount), ...newest];
    default:
      return newest;
  }
}

const needsFigures = (f: ProductCardFilter, sort?: CardOrder['sort']) =>
  f.inStock !== undefined ||
  f.priceFrom !== undefined ||
  f.priceTo !== undefined ||
  sort === 'PRICE_LOW_TO_HIGH' ||
  sort === 'PRICE_HIGH_TO_LOW';

// In the queries below the tag join is never read, so PostgreSQL drops it; it makes Drizzle qualify every
// column, which a `match` with a correlated subquery needs ("id" alone would name the subquery's own column).

/**
 * Product cards in one statement: first the page of matching products (filter, sort, limit: so a search
 * that matches thousands ranks them without building their cards), then for those rows only the tag,
 * first image and variants.
 */
export async function findProductCards(
  db: Db,
  now: Date,
  filter: ProductCardFilter,
  opts: CardOrder & { limit: number; offset: number; withTotal?: boolean },
): Promise<ProductCardRow[]> {
  const vf = variantFigures(db, now, filter);
  const order = ordering(opts, vf);
  const ids = db
    .select({
      id: products.id,
      rn: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('rn'),
      // A sort by relevance reads every match anyway: counting them there saves the count query. Other
      // sorts stop reading at the page's end (an index scan), which a count over all rows would prevent.
      total: (opts.withTotal ? sql<number>`count(*) over ()` : sql<number>`null`).mapWith(Number).as('total'),
    })
    .from(products)
    .leftJoin(productTags, eq(productTags.id, products.tagId));
  const page = (needsFigures(filter, opts.sort) ? ids.crossJoinLateral(vf) : ids)
    .where(conditions(db, filter, vf))
    .orderBy(...order)
    .limit(opts.limit)
    .offset(opts.offset)
    .as('page');
  const vl = variantList(db);
  const firstImage = db
    .select({ id: productImages.id, url: productImages.imageUrl })
    .from(productImages)
    .where(eq(productImages.productId, products.id))
    .orderBy(asc(productImages.position), asc(productImages.id))
    .limit(1)
    .as('img');
  return db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      type: sql<ProductType>`${products.type}`,
      hasCountDown: products.hasCountDown,
      eventStartTime: products.eventStartTime,
      eventEndTime: products.eventEndTime,
      priceDisplaySetting: products.priceDisplaySetting,
      imageId: firstImage.id,
      imageUrl: firstImage.url,
      tagName: productTags.name,
      tagStyle: productTags.style,
      variants: vl.variants,
      total: page.total,
    })
    .from(page)
    .innerJoin(products, eq(products.id, page.id))
    .crossJoinLateral(vl)
    .leftJoinLateral(firstImage, sql`true`)
    .leftJoin(productTags, eq(productTags.id, products.tagId))
    .orderBy(asc(page.rn));
}

/** How many products match; joins the price figures only when a filter needs them. */
export async function countProductCards(db: Db, now: Date, filter: ProductCardFilter): Promise<number> {
  const vf = variantFigures(db, now, filter);
  const base = db
    .select({ total: count() })
    .from(products)
    .leftJoin(productTags, eq(productTags.id, products.tagId));
  const [row] = await (needsFigures(filter) ? base.crossJoinLateral(vf) : base).where(
    conditions(db, filter, vf),
  );
  return row?.total ?? 0;
}
