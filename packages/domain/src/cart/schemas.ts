import { z } from 'zod';
import { imageRef, productType } from '../catalog/schemas.ts';
import {
  BUNDLE_STEPPER_MAX,
  CART_LINE_KINDS,
  CART_WARNINGS,
  MAX_CART_QUANTITY,
  MAX_GUEST_LINES_READ,
} from './constants.ts';

const int = z.number().int();
const INVALID_QUANTITY = 'Invalid quantity';
/** Spec 000 §5: a whole number above 0, at most 99 (the stock is the server's to check). */
export const cartQuantity = z
  .number({ error: INVALID_QUANTITY })
  .int(INVALID_QUANTITY)
  .min(1, INVALID_QUANTITY)
  .max(MAX_CART_QUANTITY, 'Reach the maximum of available item');
/** The secret code a shopper types for a password-protected product (spec 002 §5). */
const accessPassword = z.string().min(1, 'Please enter a valid password').max(200);

/** PATCH /me/cart/items, POST /cart/guest/items: spec 002 §7 "add {cartItem}". */
export const cartItemInput = z.object({
  variantId: z.uuid(),
  quantity: cartQuantity,
  accessPassword: accessPassword.optional(),
});
export type CartItemInput = z.infer<typeof cartItemInput>;

/** PATCH /me/cart/items/{id}: the new quantity (spec 002 §7 "update {cartItem}"); a secret re-entered. */
export const cartItemUpdate = z.object({ quantity: cartQuantity, accessPassword: accessPassword.optional() });
export type CartItemUpdate = z.infer<typeof cartItemUpdate>;

/** One bundle to add (spec 000 §7 "add bundles"): the chosen variants and how many bundles. */
export const bundleItemInput = z.object({
  bundleId: z.uuid(),
  variantIds: z.array(z.uuid()).min(1).max(20),
  quantity: z
    .number({ error: INVALID_QUANTITY })
    .int(INVALID_QUANTITY)
    .min(1, INVALID_QUANTITY)
    .max(BUNDLE_STEPPER_MAX, INVALID_QUANTITY),
});
export type BundleItemInput = z.infer<typeof bundleItemInput>;
export const bundleItemsInput = z.object({ cartItems: z.array(bundleItemInput).min(1).max(20) });

/**
 * A guest's line as the browser keeps it in local storage and sends it to be priced. It is parsed line by
 * line by the server (a bad line is dropped with a reason, never the whole cart), so the request schema
 * takes `unknown[]` and this one is applied to each.
 */
export const guestCartLine = z.object({
  variantId: z.uuid().nullish(),
  bundleId: z.uuid().nullish(),
  variantIds: z.array(z.uuid()).max(20).nullish(),
  quantity: int.min(1).max(9999),
  /** The unit price last shown, in cents. */
  salePrice: int.min(0).nullish(),
  cartPassword: z.string().max(200).nullish(),
  addToCartDate: z.iso.datetime({ offset: true }).nullish(),
});
export type GuestCartLine = z.infer<typeof guestCartLine>;

const guestLines = z.array(z.unknown()).max(MAX_GUEST_LINES_READ);

/** PUT /cart/guest (price a guest cart), PUT /me/cart/sync (merge it into the member's cart). */
export const guestCartInput = z.object({ cartItems: guestLines });
/** POST /cart/guest/items: a guest's add, checked against the cart the browser holds. */
export const guestAddInput = z.object({ cartItems: guestLines, cartItem: cartItemInput });
/** PUT /cart/guest/items: a guest's quantity change of the line `key`. */
export const guestUpdateInput = cartItemUpdate.extend({
  cartItems: guestLines,
  key: z.string().min(1).max(2000),
});
/** POST /cart/guest/bundles. */
export const guestBundlesInput = z.object({
  cartItems: guestLines,
  bundles: bundleItemsInput.shape.cartItems,
});

export const cartLineIdParams = z.object({ id: z.string().min(1).max(100) });

const optionPair = z.object({ name: z.string(), value: z.string() });

/** A bundle's member on its line (spec 000 §3 "children"): one of it per bundle. */
export const cartLineChild = z.object({
  variantId: z.string(),
  productId: z.string().nullable(),
  name: z.string(),
  variantName: z.string().nullable(),
  slug: z.string().nullable(),
  image: imageRef.nullable(),
  values: z.array(optionPair),
  regularPrice: int,
  quantity: int,
  stockRemain: int,
  unavailable: z.boolean(),
  hasOutOfStock: z.boolean(),
});

/**
 * A priced cart line: spec 000 §3 "Cart item", 001 §3 and 002 §3, in cents. `price` is the regular unit
 * price, `salePrice` what one unit costs now (the bundle price for bundles, 0 for gifts), `lineTotal` is
 * quantity x salePrice. `key` identifies the line in either cart; `id` is the member line's id (null for a
 * guest's). `previousPrice` is the price shown before a PRICE_UPDATE_WARN.
 */
export const cartLine = z.object({
  key: z.string(),
  id: z.string().nullable(),
  kind: z.enum(CART_LINE_KINDS),
  type: productType.nullable(),
  productId: z.string().nullable(),
  variantId: z.string().nullable(),
  bundleId: z.string().nullable(),
  variantIds: z.array(z.string()),
  couponId: z.string().nullable(),
  name: z.string(),
  variantName: z.string().nullable(),
  slug: z.string().nullable(),
  image: imageRef.nullable(),
  values: z.array(optionPair),
  quantity: int,
  price: int,
  salePrice: int,
  lineTotal: int,
  previousPrice: int.nullable(),
  isGroupBuy: z.boolean(),
  isBundle: z.boolean(),
  isGift: z.boolean(),
  hasDiscount: z.boolean(),
  unavailable: z.boolean(),
  hasOutOfStock: z.boolean(),
  hasInvalidQuantity: z.boolean(),
  hasLowStock: z.boolean(),
  disabled: z.boolean(),
  stockRemain: int,
  maxQuantity: int,
  passwordProtected: z.boolean(),
  cartPassword: z.string().nullable(),
  maxPerCustomer: int.nullable(),
  warnings: z.array(z.enum(CART_WARNINGS)),
  children: z.array(cartLineChild),
  extraInfo: z.object({ currentStock: int, lowStockRemaining: int }),
  addToCartDate: z.string(),
});
export type CartLine = z.infer<typeof cartLine>;

/**
 * A priced cart. `totalItem` counts units (a bundle once per bundle) for the header badge; `total` adds up
 * the lines that can be bought (disabled lines are left out). `version` grows with every change of a
 * member's cart (0 for a guest's), so a client drops an answer older than one it already has.
 */
export const cart = z.object({
  cartItems: z.array(cartLine),
  totalItem: int,
  total: int,
  canCheckout: z.boolean(),
  version: int,
});
export type Cart = z.infer<typeof cart>;

/** A line that could not be kept or merged, and why (a warning type, a cart error code, or INVALID_LINE). */
export const droppedLine = z.object({
  key: z.string().nullable(),
  name: z.string().nullable(),
  quantity: int,
  reason: z.string(),
});
export type DroppedLine = z.infer<typeof droppedLine>;

/** Answer of the guest cart calls and of the sync on login: the cart, and what was dropped. */
export const cartAnswer = z.object({ cart, dropped: z.array(droppedLine) });
export type CartAnswer = z.infer<typeof cartAnswer>;
