import { z } from 'zod';
import { address } from '../addresses/schemas.ts';
import { cartLine } from '../cart/schemas.ts';
import { ORDER_NOTE_MAX_LENGTH } from '../orders/constants.ts';
import { orderTotals } from '../orders/schemas.ts';
import { PAYMENT_METHODS } from '../payments/methods.ts';
import { shippingMethod } from '../shipping/schemas.ts';
import { MAX_COUPON_CODES, MAX_COUPONS_PER_STORE } from './constants.ts';

const int = z.number().int();
const storeId = z.uuid();
export const paymentMethod = z.enum(PAYMENT_METHODS);

/**
 * What the shopper chose so far (spec 001 §7: the bodies of the shipping and payment calls). Every field is
 * optional: the cart-items step sends none of them, the shipping step the address, carriers, coupons and
 * notes, the payment step the method too. Totals, prices and coupon amounts never come from the browser.
 */
export const checkoutSelection = z.object({
  /** One of the shopper's saved addresses; absent or deleted: the first saved one (spec 001 §4.8). */
  shippingAddressId: z.uuid().nullish(),
  /** The chosen carrier's `shippingCarrierRef` per store, as POST /orders takes it. */
  shippingMethodByStoreId: z.record(storeId, z.string().min(1).max(50)).default({}),
  couponIdsByStoreId: z
    .record(storeId, z.array(z.string().min(1).max(100)).max(MAX_COUPONS_PER_STORE))
    .default({}),
  /** Codes typed by hand (spec 001 §7 "POST front/coupons with cartItems and couponCodes"). */
  couponCodes: z.array(z.string().trim().min(1).max(50)).max(MAX_COUPON_CODES).default([]),
  orderNoteByStoreId: z
    .record(
      storeId,
      z.string().trim().max(ORDER_NOTE_MAX_LENGTH, `At most ${ORDER_NOTE_MAX_LENGTH} characters`),
    )
    .default({}),
  paymentMethod: paymentMethod.nullish(),
});
export type CheckoutSelection = z.input<typeof checkoutSelection>;
export type ParsedCheckoutSelection = z.output<typeof checkoutSelection>;

/** A coupon applied to one store's part of the order (spec 001 §3 "Coupon (checkout)"). */
export const checkoutCoupon = z.object({
  id: z.string(),
  code: z.string(),
  storeId: z.string().nullable(),
  /** What it takes off now, in cents (spec 001 §5a: asked per coupon). */
  discountAmount: int,
  maxAmount: int.nullable(),
  isShipping: z.boolean(),
  state: z.object({ invalid: z.boolean() }),
  /** Why it is invalid (the coupons' reasons: EXPIRED, MINIMUM_ORDER, ...), else null. */
  reason: z.string().nullable(),
});
export type CheckoutCoupon = z.infer<typeof checkoutCoupon>;

/** Spec 001 §5a: the sums of one store's part, or of the whole checkout, in cents (as an order's). */
export const checkoutTotals = orderTotals;
export type CheckoutTotals = z.infer<typeof checkoutTotals>;

/** A cart line as checkout shows it: with its store, and marked when the store does not ship there. */
export const checkoutLine = cartLine.extend({
  storeId: z.string(),
  countryUnsupported: z.boolean(),
});
export type CheckoutLine = z.infer<typeof checkoutLine>;

/** One store's part of the checkout: its lines, carriers, choice, coupons, note and sums. */
export const checkoutStore = z.object({
  storeId: z.string(),
  storeName: z.string(),
  lineKeys: z.array(z.string()),
  shippingCarriers: z.array(shippingMethod),
  /** The chosen carrier: the earlier choice by name, else the first offered; null when none is offered. */
  shippingMethod: shippingMethod.nullable(),
  /** False when the store does not deliver to the address's country. */
  shipsToCountry: z.boolean(),
  coupons: z.array(checkoutCoupon),
  orderNote: z.string(),
  totals: checkoutTotals,
});
export type CheckoutStore = z.infer<typeof checkoutStore>;

export const paymentMethodOption = z.object({ method: paymentMethod, test: z.boolean() });

/** The step's message zones (spec 001 §2.7), each optional. */
export const messageZones = z.object({
  message1: z.string().nullable(),
  message2: z.string().nullable(),
  message3: z.string().nullable(),
});
export type MessageZones = z.infer<typeof messageZones>;

/**
 * The answer of every checkout call (spec 001 §3 "Checkout response"): the lines, the address in use, each
 * store's part, the sums, the payment methods the total may use and the default one, the message zones.
 * `problems` lists what stops the order now (empty: it can be placed), in the error list's shape.
 */
export const checkoutInfo = z.object({
  cartItems: z.array(checkoutLine),
  shippingAddress: address.nullable(),
  stores: z.array(checkoutStore),
  totals: checkoutTotals,
  paymentMethods: z.array(paymentMethodOption),
  defaultPayment: paymentMethod.nullable(),
  paymentMethod: paymentMethod.nullable(),
  messageZones,
  problems: z.array(
    z.object({
      errorCode: z.string(),
      errorParams: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
  ),
});
export type CheckoutInfo = z.infer<typeof checkoutInfo>;
