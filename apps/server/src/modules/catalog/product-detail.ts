import {
  effectivePrice,
  eventFlags,
  isSaleOn,
  type PriceDisplaySetting,
  type ProductCard,
  type ProductDetail,
  type ProductVariant,
  priceSummary,
  stockLevel,
  stockSummary,
  stockWarning,
} from '@shop/domain/catalog';
import { type ReviewSummary, summarizeRatings } from '@shop/domain/reviews';
import { toProductCard } from './product-card.ts';
import type { ProductCardRow } from './repository/cards.ts';
import type {
  findAttributes,
  findCollaborators,
  findDistributors,
  findImages,
  ProductRow,
  VariantRow,
} from './repository/detail.ts';

type Rows<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

/** What a product page is made of, as stored in the cache: rows only, nothing computed for a given time. */
export interface DetailData {
  product: ProductRow;
  variants: VariantRow[];
  attributes: Rows<typeof findAttributes>;
  images: Rows<typeof findImages>;
  distributors: Rows<typeof findDistributors>;
  collaborators: Rows<typeof findCollaborators>;
  totalBundles: number;
  ratings: Partial<Record<1 | 2 | 3 | 4 | 5, number>>;
  recommended: ProductCardRow[];
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const image = (url: string | null) => (url ? { imageUrl: url } : null);

function toVariant(productId: string, v: VariantRow, now: Date): ProductVariant {
  const stock = { available: v.available, lowStockValue: v.lowStockValue };
  return {
    id: v.id,
    productId,
    name: v.name,
    sku: v.sku,
    values: v.values,
    image: image(v.imageUrl),
    regularPrice: v.regularPrice,
    salePrice: effectivePrice(v, now),
    isOnSale: isSaleOn(v, now),
    saleStart: iso(v.saleStart),
    saleEnd: iso(v.saleEnd),
    inventory: { ...stock, currentStock: v.currentStock, warning: stockWarning(stock) },
    currentStock: v.currentStock,
    stockLevel: stockLevel(stock),
    maxPerCustomer: v.maxPerCustomer,
  };
}

/** The schedule of the sale that is on now, else of the next one to start. */
function saleSchedule(variants: readonly VariantRow[], now: Date) {
  const on = variants.find((v) => isSaleOn(v, now));
  const next = variants
    .filter((v) => v.salePrice !== null && v.saleStart !== null && v.saleStart.getTime() > now.getTime())
    .sort((a, b) => a.saleStart!.getTime() - b.saleStart!.getTime())[0];
  const pick = on ?? next;
  return { saleStartDate: iso(pick?.saleStart ?? null), saleEndDate: iso(pick?.saleEnd ?? null) };
}

function productInventory(variants: readonly VariantRow[]) {
  const available = variants.reduce((n, v) => n + v.available, 0);
  const summary = stockSummary(variants);
  return {
    available,
    currentStock: variants.reduce((n, v) => n + v.currentStock, 0),
    lowStockValue: Math.max(0, ...variants.map((v) => v.lowStockValue)),
    warning: !summary.hasInStock
      ? ('OUT_OF_STOCK_ERROR' as const)
      : summary.hasLowStock
        ? ('LOW_STOCK_WARN' as const)
        : null,
  };
}

const category = (id: string | null, slug: string | null, name: string | null) =>
  id && slug && name ? { id, slug, name } : null;

/**
 * The product page for `now`. canBuy is the event rule of spec 002 §4 (NONE or ONGOING) for a product that
 * is still sold (ACTIVE): an archived product shows SALE END.
 */
export function toProductDetail(data: DetailData, now: Date, favorite: boolean): ProductDetail {
  const p = data.product;
  const flags = eventFlags(p, now);
  const summary = stockSummary(data.variants);
  const rating: ReviewSummary = summarizeRatings(data.ratings);
  const images = data.images.map((i) => ({ ...i }));
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    subName: p.subName,
    alias: p.alias,
    description: p.description,
    type: p.type,
    privacy: p.privacy as ProductDetail['privacy'],
    status: p.status,
    createdDate: p.createdAt.toISOString(),
    releaseDate: iso(p.releaseDate),
    favorite,
    images,
    image: images[0] ? { id: images[0].id, imageUrl: images[0].imageUrl } : null,
    hasCountDown: p.hasCountDown,
    eventStartTime: iso(p.eventStartTime),
    eventEndTime: iso(p.eventEndTime),
    upcomingTime: flags.isUpcoming ? iso(p.eventStartTime) : null,
    eventState: flags.eventState,
    isUpcoming: flags.isUpcoming,
    isOngoing: flags.isOngoing,
    isEnded: flags.isEnded,
    isGroupBuy: p.type === 'GROUP_BUY',
    canBuy: flags.canBuy && p.status === 'ACTIVE',
    prices: {
      ...priceSummary(data.variants, p.priceDisplaySetting as PriceDisplaySetting, now),
      useDiscountSetup: data.variants.some((v) => v.salePrice !== null),
      ...saleSchedule(data.variants, now),
    },
    priceDisplaySetting: p.priceDisplaySetting as ProductDetail['priceDisplaySetting'],
    quantityDisplaySetting: p.quantityDisplaySetting as ProductDetail['quantityDisplaySetting'],
    totalVariant: data.variants.length,
    inventory: productInventory(data.variants),
    ...summary,
    starReward: p.starReward,
    highestBidPrice: p.highestBidPrice,
    categoryIds: [p.mainCategoryId, p.subCategoryId].filter((id): id is string => id !== null),
    mainCategory: category(p.mainCategoryId, p.mainCategorySlug, p.mainCategoryName),
    subCategory: category(p.subCategoryId, p.subCategorySlug, p.subCategoryName),
    isCheckoutPasswordProtected: p.isCheckoutPasswordProtected,
    rating,
    purchasable: p.purchasable,
    isBackOnShelf: p.isBackOnShelf,
    refLink: p.refLink,
    isDistributor: p.isDistributor,
    maxPerCustomer: p.maxPerCustomer,
    // The chooser's links exist for distributor-only products only.
    distributors: p.isDistributor ? data.distributors : [],
    reason: null,
    totalBundles: data.totalBundles,
    productTag: p.tagName && p.tagStyle ? { name: p.tagName, style: p.tagStyle } : null,
    tag: p.tagName,
    hashtags: p.hashtags,
    shortInfo: p.shortInfo,
    longInfo: p.longInfo,
    specification: p.specification,
    package: p.package,
    deliveryAndShipping: p.deliveryAndShipping,
    collaborators: data.collaborators.map((c) => ({
      id: c.id,
      slug: c.slug,
      name: c.name,
      avatar: image(c.avatarUrl),
      originData: { pivot: { link: c.link, shortDescription: c.shortDescription } },
    })),
    variants: data.variants.map((v) => toVariant(p.id, v, now)),
    attributes: data.attributes.map((a) => ({
      id: a.id,
      code: a.code,
      name: a.name,
      status: a.status,
      options: a.options.map((o) => ({ id: o.id, name: o.name, value: o.value, image: image(o.imageUrl) })),
    })),
  };
}

export function toRecommended(rows: readonly ProductCardRow[], now: Date): ProductCard[] {
  return rows.map((r) => toProductCard(r, now));
}
