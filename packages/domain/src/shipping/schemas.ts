import { z } from 'zod';

/** The carriers a store offers (ours: the demo seeds both for every store). */
export const SHIPPING_CARRIERS = ['STANDARD', 'EXPRESS'] as const;
export type ShippingCarrier = (typeof SHIPPING_CARRIERS)[number];

/**
 * Spec 001 §3 "Shipping method: shippingName, shippingFee, shippingCarrierRef, chosen per store id". The fee
 * is in cents; `shippingCarrierRef` is what the checkout sends back (STANDARD, EXPRESS).
 */
export const shippingMethod = z.object({
  shippingName: z.string(),
  shippingFee: z.number().int(),
  shippingCarrierRef: z.string(),
  /** Business days the carrier takes, shown beside the name ("3-7 days"). */
  minDays: z.number().int().nullable(),
  maxDays: z.number().int().nullable(),
});
export type ShippingMethod = z.infer<typeof shippingMethod>;

/**
 * What one store offers for one destination and cart: its carriers (cheapest first), or none with
 * `shipsToCountry` false (spec 000: the lines are marked "Your country are not support delivery").
 */
export const storeShippingQuote = z.object({
  storeId: z.string(),
  shipsToCountry: z.boolean(),
  carriers: z.array(shippingMethod),
});
export type StoreShippingQuote = z.infer<typeof storeShippingQuote>;

/** A store's rate-table row (cents, grams); null bounds are open. `country` '*' is every other country. */
export const shippingRate = z.object({
  carrier: z.enum(SHIPPING_CARRIERS),
  name: z.string(),
  country: z.string(),
  minValueCents: z.number().int().min(0),
  maxValueCents: z.number().int().nullable(),
  minWeightGrams: z.number().int().min(0),
  maxWeightGrams: z.number().int().nullable(),
  feeCents: z.number().int().min(0),
  minDays: z.number().int().nullable(),
  maxDays: z.number().int().nullable(),
});
export type ShippingRate = z.infer<typeof shippingRate>;
