import type { ShippingCarrier, ShippingMethod, ShippingRate } from './schemas.ts';

/** Home banner and delivery copy: "Free shipping on orders over $150". Standard is free above it. */
export const FREE_SHIPPING_THRESHOLD_CENTS = 15_000;

/** Ours: what one unit weighs when the catalogue does not say (a keycap in its box). */
export const DEFAULT_UNIT_WEIGHT_GRAMS = 40;

const within = (v: number, min: number, max: number | null) => v >= min && (max === null || v <= max);

/**
 * The carriers a rate table offers for one destination and order: per carrier, the rows of the country
 * itself win over the '*' rows (every other country); among those, the first whose value and weight bands
 * hold. A store without a row for the country (nor '*') does not ship there: the answer is empty. Cheapest
 * first. Pure: the shipping module reads the rows, the checkout and the order both call this.
 */
export function quoteRates(
  rates: readonly ShippingRate[],
  order: { country: string; weightGrams: number; valueCents: number },
): ShippingMethod[] {
  const country = order.country.toUpperCase();
  const byCarrier = new Map<ShippingCarrier, ShippingRate[]>();
  for (const rate of rates) {
    const list = byCarrier.get(rate.carrier) ?? [];
    list.push(rate);
    byCarrier.set(rate.carrier, list);
  }
  const methods: ShippingMethod[] = [];
  for (const [carrier, list] of byCarrier) {
    const own = list.filter((r) => r.country === country);
    const rows = own.length > 0 ? own : list.filter((r) => r.country === '*');
    const rate = rows.find(
      (r) =>
        within(order.valueCents, r.minValueCents, r.maxValueCents) &&
        within(order.weightGrams, r.minWeightGrams, r.maxWeightGrams),
    );
    if (!rate) continue;
    methods.push({
      shippingName: rate.name,
      shippingFee: rate.feeCents,
      shippingCarrierRef: carrier,
      minDays: rate.minDays,
      maxDays: rate.maxDays,
    });
  }
  return methods.sort(
    (a, b) => a.shippingFee - b.shippingFee || a.shippingName.localeCompare(b.shippingName),
  );
}

/**
 * Spec 001 §4.8: the default shipping method per store keeps the earlier choice by name, otherwise the
 * first offered.
 */
export function defaultShippingMethod(
  offered: readonly ShippingMethod[],
  earlierName: string | null | undefined,
): ShippingMethod | null {
  return (
    (earlierName ? offered.find((m) => m.shippingName === earlierName) : undefined) ?? offered[0] ?? null
  );
}
