/**
 * Spec 001 §4.8: "the default shipping method per store keeps the earlier choice by name, otherwise the
 * first offered". By name, not by reference: a new address may offer the same carrier under another
 * rate (another reference), and the shopper chose the carrier, not the rate.
 */
export function defaultCarrier<C extends { shippingName: string }>(
  offered: readonly C[],
  earlierName: string | null | undefined,
): C | null {
  if (earlierName) {
    const same = offered.find((c) => c.shippingName === earlierName);
    if (same) return same;
  }
  return offered[0] ?? null;
}
