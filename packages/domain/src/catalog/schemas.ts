import { z } from 'zod';
import { pageOf, pagingQuery } from '../shared/paging.ts';
import { textField } from '../shared/text.ts';
import {
  ARCHIVE_FILTERS,
  MAX_PRICE_CENTS,
  PRICE_DISPLAY_SETTINGS,
  PRODUCT_TYPES,
  SORT_OPTIONS,
} from './constants.ts';

export const productType = z.enum(PRODUCT_TYPES);
export const priceDisplaySetting = z.enum(PRICE_DISPLAY_SETTINGS);
export const archiveFilter = z.enum(ARCHIVE_FILTERS);
export const sortBy = z.enum(SORT_OPTIONS);

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

/** A query-string flag: `true`/`1` or `false`/`0`. */
const queryFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * GET /api/v1/products. Prices are integer cents and match a product when one of its variants costs that
 * much now (sale price inside its schedule). `category` is a main or sub category slug.
 */
export const listProductsQuery = pagingQuery
  .extend({
    sortBy: sortBy.default('NEWEST'),
    category: textField().trim().min(1).max(100).optional(),
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

/** Category choices of the store page: GET /api/v1/categories. */
export const categorySummary = z.object({
  slug: z.string(),
  name: z.string(),
  kind: z.enum(['MAIN', 'SUB']),
  parentSlug: z.string().nullable(),
});
export type CategorySummary = z.infer<typeof categorySummary>;
export const categoryList = z.object({ contents: z.array(categorySummary) });
export type CategoryList = z.infer<typeof categoryList>;
