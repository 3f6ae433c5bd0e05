import type { CartFacts, CartLineRecord } from '@shop/domain/cart';

/** The name a shopper knows a line by (for "what could not be merged"); null when the catalogue lost it. */
export const lineName =
  (facts: CartFacts) =>
  (line: CartLineRecord): string | null =>
    line.kind === 'BUNDLE'
      ? (facts.bundles.get(String(line.bundleId))?.name ?? null)
      : (facts.variants.get(String(line.variantId))?.productName ?? null);
