import { z } from 'zod';
import { reviewSummary } from '../reviews/schemas.ts';
import {
  BUNDLE_DISCOUNT_TYPES,
  PRICE_DISPLAY_SETTINGS,
  PRODUCT_PRIVACIES,
  PRODUCT_STATUSES,
  QUANTITY_DISPLAY_SETTINGS,
} from './constants.ts';
import { imageRef, productCard, productPrice, productTag, productType } from './schemas.ts';
import { STOCK_WARNINGS } from './stock.ts';

const int = z.number().int();
const iso = z.string();

/** Spec 002 §3 Variant inventory: what can be sold, what is on the shelf, the low-stock line, the warning. */
export const inventory = z.object({
  available: int,
  currentStock: int,
  lowStockValue: int,
  warning: z.enum(STOCK_WARNINGS).nullable(),
});

export const STOCK_LEVELS = ['IN_STOCK', 'LOW_STOCK', 'OUT_OF_STOCK'] as const;

/** One option a variant is made of: attribute `code`/`name`, option `value` (a slug) and `optionName`. */
export const variantValue = z.object({
  code: z.string(),
  name: z.string(),
  value: z.string(),
  optionId: z.string(),
  optionName: z.string(),
});

/**
 * A buyable variant (spec 002 §3 Variant). `salePrice` is what it costs now (the regular price outside the
 * sale schedule); `isOnSale` says whether the schedule is on. Amounts in cents.
 */
export const productVariant = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  sku: z.string(),
  values: z.array(variantValue),
  image: imageRef.nullable(),
  regularPrice: int,
  salePrice: int,
  isOnSale: z.boolean(),
  saleStart: iso.nullable(),
  saleEnd: iso.nullable(),
  inventory,
  currentStock: int,
  stockLevel: z.enum(STOCK_LEVELS),
  /** Ours: at most this many of the variant per customer (cart and orders); null = no limit of its own. */
  maxPerCustomer: int.nullable(),
});
export type ProductVariant = z.infer<typeof productVariant>;

export const attributeOption = z.object({
  id: z.string(),
  name: z.string(),
  value: z.string(),
  image: imageRef.nullable(),
});

export const productAttribute = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  status: z.string(),
  options: z.array(attributeOption),
});

export const productImage = z.object({
  id: z.string(),
  imageUrl: z.string(),
  fileName: z.string(),
  fileExtension: z.string(),
});

export const categoryRef = z.object({ id: z.string(), slug: z.string(), name: z.string() });

/** Spec 000 §3 Collaborator as the product page lists it. */
export const collaboratorRef = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  avatar: imageRef.nullable(),
  originData: z.object({ pivot: z.object({ link: z.string().nullable(), shortDescription: z.string() }) }),
});

/** A distributor's own page for a distributor-only product (the chooser opens it in a new tab). */
export const distributorLink = z.object({ name: z.string(), url: z.string() });

/** Spec 002 §3 "prices": the card's price plus whether a sale is set up and its schedule. */
export const productPrices = productPrice.extend({
  useDiscountSetup: z.boolean(),
  /** The schedule of the sale that is on now, else of the next one; null without any. */
  saleStartDate: iso.nullable(),
  saleEndDate: iso.nullable(),
});

/**
 * Product detail: every field of spec 002 §3 Product plus its detail fields. Event flags are computed at
 * answer time (002 §4, one second of tolerance; canBuy only when NONE or ONGOING). The checkout password
 * itself never leaves the server: only `isCheckoutPasswordProtected`.
 */
export const productDetail = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  subName: z.string().nullable(),
  alias: z.string().nullable(),
  description: z.string(),
  type: productType,
  privacy: z.enum(PRODUCT_PRIVACIES),
  status: z.enum(PRODUCT_STATUSES),
  createdDate: iso,
  releaseDate: iso.nullable(),
  favorite: z.boolean(),
  images: z.array(productImage),
  image: imageRef.nullable(),
  hasCountDown: z.boolean(),
  eventStartTime: iso.nullable(),
  eventEndTime: iso.nullable(),
  /** The start of an event that has not begun yet (spec's upcoming_time), else null. */
  upcomingTime: iso.nullable(),
  eventState: z.enum(['NONE', 'UPCOMING', 'ONGOING', 'ENDED']),
  isUpcoming: z.boolean(),
  isOngoing: z.boolean(),
  isEnded: z.boolean(),
  isGroupBuy: z.boolean(),
  canBuy: z.boolean(),
  prices: productPrices,
  priceDisplaySetting: z.enum(PRICE_DISPLAY_SETTINGS),
  quantityDisplaySetting: z.enum(QUANTITY_DISPLAY_SETTINGS),
  totalVariant: int,
  inventory,
  hasInStock: z.boolean(),
  hasLowStock: z.boolean(),
  hasOutOfStock: z.boolean(),
  starReward: int,
  highestBidPrice: int.nullable(),
  categoryIds: z.array(z.string()),
  mainCategory: categoryRef.nullable(),
  subCategory: categoryRef.nullable(),
  isCheckoutPasswordProtected: z.boolean(),
  rating: reviewSummary,
  purchasable: z.boolean(),
  isBackOnShelf: z.boolean(),
  refLink: z.string().nullable(),
  isDistributor: z.boolean(),
  /** Ours: at most this many of the product (all variants) per customer; null = no limit. */
  maxPerCustomer: int.nullable(),
  /** Where a distributor-only product is bought; empty for every other product. */
  distributors: z.array(distributorLink),
  reason: z.string().nullable(),
  totalBundles: int,
  productTag: productTag.nullable(),
  tag: z.string().nullable(),
  hashtags: z.array(z.string()),
  shortInfo: z.string(),
  longInfo: z.string(),
  specification: z.string(),
  package: z.string(),
  deliveryAndShipping: z.string(),
  collaborators: z.array(collaboratorRef),
  variants: z.array(productVariant),
  attributes: z.array(productAttribute),
});
export type ProductDetail = z.infer<typeof productDetail>;

/** GET /api/v1/products/{slug}: the detail, its review summary and recommended products (cards). */
export const productDetailResponse = z.object({
  product: productDetail,
  reviewSummary,
  recommendedProducts: z.array(productCard),
});
export type ProductDetailResponse = z.infer<typeof productDetailResponse>;

/** Why a related product is offered: it is in a bundle with this one, or a deal in the same category. */
export const RELATED_REASONS = ['BUNDLE', 'ON_SALE'] as const;
export const relatedProduct = productCard.extend({ reason: z.enum(RELATED_REASONS) });
export const relatedProductsResponse = z.object({ contents: z.array(relatedProduct) });
export type RelatedProductsResponse = z.infer<typeof relatedProductsResponse>;
export const relatedProductsQuery = z.object({ size: z.coerce.number().int().min(1).max(12).default(6) });

/** A member variant of a bundle offer (spec 000 §3 Bundle "variants"). */
export const bundleVariant = z.object({
  id: z.string(),
  name: z.string(),
  productId: z.string(),
  productSlug: z.string(),
  productName: z.string(),
  image: imageRef.nullable(),
  regularPrice: int,
  values: z.array(variantValue),
  isOutOfStock: z.boolean(),
  inventory: z.object({ available: int, currentStock: int }),
  currentStock: int,
});

/**
 * A bundle offer: pick `bundle` different variants among `variants` for the bundle price (domain
 * bundlePrice). `inventory.available` is how many whole bundles can still be made (domain bundleStock);
 * `invalid` when fewer than `bundle` members are still sold at all.
 */
export const bundleOffer = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  image: imageRef.nullable(),
  bundle: int,
  discountType: z.enum(BUNDLE_DISCOUNT_TYPES),
  discountValue: int,
  variantIds: z.array(z.string()),
  variants: z.array(bundleVariant),
  inventory: z.object({ available: int, currentStock: int }),
  isOutOfStock: z.boolean(),
  invalid: z.boolean(),
});
export type BundleOffer = z.infer<typeof bundleOffer>;
export const bundleList = z.object({ contents: z.array(bundleOffer) });
export type BundleList = z.infer<typeof bundleList>;

/** Product paths take the product's slug or its id. */
export const productKeyParams = z.object({ slug: z.string().trim().min(1).max(200) });
export const productIdParams = z.object({ id: z.string().trim().min(1).max(200) });

/** POST /api/v1/products/{id}/access: the artist's secret code (spec 002 §5). */
export const productAccessInput = z.object({ password: z.string().min(1).max(200) });
export const productAccessResponse = z.object({ valid: z.boolean() });

/** Spec 000 §7: subscribe to a product with a flag and kind WISHLIST (flag false removes it). */
export const SUBSCRIPTION_KINDS = ['WISHLIST'] as const;
export const wishlistInput = z.object({
  flag: z.boolean(),
  kind: z.enum(SUBSCRIPTION_KINDS).default('WISHLIST'),
});
export const wishlistState = z.object({ productId: z.string(), favorite: z.boolean() });
export const wishlistParams = z.object({ productId: z.uuid() });
