import { DEFAULT_CURRENCY } from './constants.ts';
import type { AnalyticsItem } from './types.ts';

/**
 * The shop's things as analytics items (spec 002 §7 item fields): ids are the catalogue's ids (a product,
 * a bundle, a gift coupon), prices the unit price the shopper pays, in dollars. Typed by shape, so this
 * module needs neither the catalogue's nor the cart's schemas.
 */
const dollars = (cents: number) => Math.round(cents) / 100;

export interface ProductLike {
  id: string;
  name: string;
  type: string;
  mainCategory?: { name: string } | null;
  collaborators?: readonly { name: string }[];
  prices: { salePrice: number };
}

export function productItem(
  p: ProductLike,
  variant?: { name?: string | null; price?: number },
): AnalyticsItem {
  const item: AnalyticsItem = {
    item_id: p.id,
    item_name: p.name,
    item_category: p.type,
    price: dollars(variant?.price ?? p.prices.salePrice),
    quantity: 1,
    currency: DEFAULT_CURRENCY,
  };
  if (p.mainCategory?.name) item.item_category2 = p.mainCategory.name;
  if (p.collaborators?.[0]?.name) item.item_brand = p.collaborators[0].name;
  if (variant?.name) item.item_variant = variant.name;
  return item;
}

export interface CartLineLike {
  key: string;
  productId: string | null;
  bundleId: string | null;
  couponId: string | null;
  name: string;
  variantName: string | null;
  type: string | null;
  isBundle: boolean;
  isGift: boolean;
  salePrice: number;
  quantity: number;
}

export function cartLineItem(line: CartLineLike, quantity = line.quantity): AnalyticsItem {
  const item: AnalyticsItem = {
    item_id: (line.productId ?? line.bundleId ?? line.couponId ?? line.key).replace(/[^A-Za-z0-9_-]/g, '-'),
    item_name: line.name,
    item_category: line.isBundle ? 'BUNDLE' : line.isGift ? 'GIFT' : (line.type ?? 'PRODUCT'),
    price: dollars(line.salePrice),
    quantity,
    currency: DEFAULT_CURRENCY,
  };
  if (line.variantName) item.item_variant = line.variantName;
  return item;
}

/** A commerce event of these items, its value their sum. */
export function itemsEvent(event: string, items: AnalyticsItem[]) {
  const value = Math.round(items.reduce((sum, i) => sum + i.price * 100 * i.quantity, 0)) / 100;
  return { event, currency: DEFAULT_CURRENCY, value, items };
}
