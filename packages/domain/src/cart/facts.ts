import type { BundleDiscount } from '../catalog/bundle-price.ts';
import type { ProductType } from '../catalog/constants.ts';
import type { EventTimes } from '../catalog/event-state.ts';
import type { VariantPrice } from '../catalog/price.ts';

/** What the cart rules need to know of a variant and its product, read fresh from the catalogue. */
export interface VariantFacts {
  variantId: string;
  variantName: string;
  productId: string;
  productSlug: string;
  productName: string;
  productType: ProductType;
  imageUrl: string | null;
  values: { name: string; value: string }[];
  price: VariantPrice;
  available: number;
  currentStock: number;
  lowStockValue: number;
  /** ACTIVE and PUBLIC: the product has a page and may be sold at all. */
  listed: boolean;
  purchasable: boolean;
  /** Bought from distributors only, never through our cart (spec 000 §4). */
  isDistributor: boolean;
  event: EventTimes;
  /** For a password-protected product, the proof a line must carry (cartPassword); null when open to all. */
  passwordToken: string | null;
  /** Per-customer limits (ours): of this variant, and of the product's variants together; null = none. */
  variantLimit: number | null;
  productLimit: number | null;
}

/** A bundle offer as the cart checks it. */
export interface BundleFacts {
  bundleId: string;
  /** The product whose page offers the bundle. */
  productId: string;
  productSlug: string;
  /** The offering product is still sold (ACTIVE, public, purchasable). */
  productListed: boolean;
  name: string;
  imageUrl: string | null;
  discount: BundleDiscount;
  size: number;
  memberIds: string[];
}

/** Quantities the customer bought before (orders), per variant and per product; empty for guests. */
export interface PurchasedQuantities {
  variants: ReadonlyMap<string, number>;
  products: ReadonlyMap<string, number>;
}

export const NOTHING_PURCHASED: PurchasedQuantities = { variants: new Map(), products: new Map() };

export interface CartFacts {
  variants: ReadonlyMap<string, VariantFacts>;
  bundles: ReadonlyMap<string, BundleFacts>;
  purchased: PurchasedQuantities;
}

/** No facts at all: an empty cart prices without reading the catalogue. */
export const NO_FACTS: CartFacts = { variants: new Map(), bundles: new Map(), purchased: NOTHING_PURCHASED };
