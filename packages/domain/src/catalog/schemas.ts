import { z } from 'zod';
import { pageOf, pagingQuery } from '../shared/paging.ts';

/** Product types of spec 002 §3. */
export const PRODUCT_TYPES = [
  'IN_STOCK',
  'RAFFLE',
  'GROUP_BUY',
  'AUCTION',
  'GIFT_PRODUCT',
  'BUNDLE',
] as const;
export const productType = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof productType>;

export const PRICE_DISPLAY_SETTINGS = ['LOWEST_PRICE', 'HIGHEST_PRICE', 'RANGE'] as const;
export const priceDisplaySetting = z.enum(PRICE_DISPLAY_SETTINGS);
export type PriceDisplaySetting = z.infer<typeof priceDisplaySetting>;

/** Whether a card shows stock counts; the spec names the field but not its values, these are ours. */
export const QUANTITY_DISPLAY_SETTINGS = ['SHOW_ALWAYS', 'SHOW_LOW_STOCK', 'HIDE'] as const;

/** Lifecycle of a product: only ACTIVE ones are sold; ARCHIVED ones stay visible through the archive filter. */
export const PRODUCT_STATUSES = ['DRAFT', 'ACTIVE', 'INACTIVE', 'ARCHIVED'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** PUBLIC products are listed; PRIVATE ones are reachable only by their link. */
export const PRODUCT_PRIVACIES = ['PUBLIC', 'PRIVATE'] as const;

/** Spec 000 §9. PERCENTAGE is whole percent of the chosen items' regular price; SET_AMOUNT is cents off. */
export const BUNDLE_DISCOUNT_TYPES = ['NONE', 'PERCENTAGE', 'SET_AMOUNT', 'NO_LIMIT'] as const;
export type BundleDiscountType = (typeof BUNDLE_DISCOUNT_TYPES)[number];

export const ARCHIVE_FILTERS = ['NONE', 'ONLY_ARCHIVED', 'INCLUDE_ARCHIVED'] as const;
export const archiveFilter = z.enum(ARCHIVE_FILTERS);
export type ArchiveFilter = z.infer<typeof archiveFilter>;

/** Sort options of spec 000 §9 (NEWEST, OLDEST, price low/high, rating high to low). */
export const SORT_OPTIONS = [
  'NEWEST',
  'OLDEST',
  'PRICE_LOW_TO_HIGH',
  'PRICE_HIGH_TO_LOW',
  'RATING_HIGH_TO_LOW',
] as const;
export const sortBy = z.enum(SORT_OPTIONS);
export type SortBy = z.infer<typeof sortBy>;

export const imageRef = z.object({ id: z.string().optional(), imageUrl: z.string() });
export type ImageRef = z.infer<typeof imageRef>;

export const productTag = z.object({ name: z.string(), style: z.string() });

/** Product price as the card and detail show it (spec 000 §3); every amount in integer cents. */
export const productPrice = z.object({
  salePrice: z.number().int(),
  regularPrice: z.number().int(),
  salePriceFrom: z.number().int(),
  salePriceTo: z.number().int(),
  regularPriceFrom: z.number().int(),
  regularPriceTo: z.number().int(),
  isRangePrice: z.boolean(),
  isShowLowestPrice: z.boolean(),
  isShowHighestPrice: z.boolean(),
  isShowRegularPrice: z.boolean(),
  hasDiscount: z.boolean(),
});
export type ProductPrice = z.infer<typeof productPrice>;

/**
 * Product card of spec 000 §3. Event times are ISO strings; the flags are computed at answer time.
 * `hasCountDown` says whether the times are a countdown at all (spec 002 §3); without one both are null.
 */
export const productCard = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  type: productType,
  image: imageRef.nullable(),
  productTag: productTag.nullable(),
  hasCountDown: z.boolean(),
  eventStartTime: z.string().nullable(),
  eventEndTime: z.string().nullable(),
  isUpcoming: z.boolean(),
  isOngoing: z.boolean(),
  isEnded: z.boolean(),
  isGroupBuy: z.boolean(),
  totalVariant: z.number().int(),
  price: productPrice,
  hasInStock: z.boolean(),
  hasLowStock: z.boolean(),
  hasOutOfStock: z.boolean(),
});
export type ProductCard = z.infer<typeof productCard>;

/** The dearest price a filter accepts: a million dollars, well inside a 32-bit integer of cents. */
export const MAX_PRICE_CENTS = 100_000_000;

/** A query-string flag: `true`/`1` or `false`/`0`. */
const queryFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * GET /api/v1/products. Prices are integer cents and match a product when one of its variants costs that
 * much now (sale price inside its schedule). `category` is a main or sub category slug.
 */
export const listProductsQuery = pagingQuery
  .extend({
    sortBy: sortBy.default('NEWEST'),
    category: z.string().trim().min(1).max(100).optional(),
    type: productType.optional(),
    inStock: queryFlag.optional(),
    priceFrom: z.coerce.number().int().min(0).max(MAX_PRICE_CENTS).optional(),
    priceTo: z.coerce.number().int().min(0).max(MAX_PRICE_CENTS).optional(),
    archive: archiveFilter.default('NONE'),
  })
  .refine((q) => q.priceFrom === undefined || q.priceTo === undefined || q.priceFrom <= q.priceTo, {
    message: 'priceFrom must not exceed priceTo',
    path: ['priceTo'],
  });
export type ListProductsQuery = z.infer<typeof listProductsQuery>;

export const productCardPage = pageOf(productCard);
export type ProductCardPage = z.infer<typeof productCardPage>;
