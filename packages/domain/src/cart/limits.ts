import type { CartFacts, VariantFacts } from './facts.ts';
import type { CartLineRecord } from './line.ts';

/**
 * Per-customer limits for drops (ours; the spec has none): a product or one of its variants may allow at
 * most N per customer, counted over the cart (bundles included, gifts not: a gift is given, not bought) and
 * the customer's past orders (`facts.purchased`; empty until orders exist, and for guests, whose orders
 * are unknown until they sign in and the cart merges).
 */
export interface LimitRoom {
  limit: number;
  /** Already counted against it (cart and orders). */
  used: number;
  /** How many more may be added (0 when none). */
  room: number;
}

function counts(lines: readonly CartLineRecord[], facts: CartFacts) {
  const byVariant = new Map<string, number>();
  const byProduct = new Map<string, number>();
  const add = (variantId: string | null, n: number) => {
    if (!variantId) return;
    byVariant.set(variantId, (byVariant.get(variantId) ?? 0) + n);
    const productId = facts.variants.get(variantId)?.productId;
    if (productId) byProduct.set(productId, (byProduct.get(productId) ?? 0) + n);
  };
  for (const line of lines) {
    if (line.kind === 'GIFT') continue;
    if (line.kind === 'BUNDLE') for (const id of line.variantIds) add(id, line.quantity);
    else add(line.variantId, line.quantity);
  }
  return { byVariant, byProduct };
}

/** The tightest limit on a variant given the lines (its own, or its product's); null when it has none. */
export function limitRoom(
  variant: VariantFacts,
  lines: readonly CartLineRecord[],
  facts: CartFacts,
): LimitRoom | null {
  // Most variants have no limit: nothing to count (a priced cart asks this of every line).
  if (variant.variantLimit === null && variant.productLimit === null) return null;
  const { byVariant, byProduct } = counts(lines, facts);
  const rooms: LimitRoom[] = [];
  const push = (limit: number | null, used: number) => {
    if (limit !== null) rooms.push({ limit, used, room: Math.max(0, limit - used) });
  };
  push(
    variant.variantLimit,
    (byVariant.get(variant.variantId) ?? 0) + (facts.purchased.variants.get(variant.variantId) ?? 0),
  );
  push(
    variant.productLimit,
    (byProduct.get(variant.productId) ?? 0) + (facts.purchased.products.get(variant.productId) ?? 0),
  );
  return rooms.reduce<LimitRoom | null>(
    (tight, r) => (tight === null || r.room < tight.room ? r : tight),
    null,
  );
}

/** The limit a product page shows ("Limit 1 per customer"): the variant's own, else its product's. */
export function displayedLimit(variantLimit: number | null, productLimit: number | null): number | null {
  if (variantLimit === null) return productLimit;
  return productLimit === null ? variantLimit : Math.min(variantLimit, productLimit);
}
