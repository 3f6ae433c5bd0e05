import type { CartLineKind } from './constants.ts';

/**
 * A cart line as it is kept: in the database for a member, in the browser's local storage for a guest.
 * Everything else a line shows (name, prices, stock, warnings) is read from the catalogue on every read.
 */
export interface CartLineRecord {
  kind: CartLineKind;
  /** The variant of a VARIANT or GIFT line; null for a bundle. */
  variantId: string | null;
  bundleId: string | null;
  /** A bundle's chosen variants, sorted; empty otherwise. */
  variantIds: string[];
  quantity: number;
  /** The unit price (cents) last shown to the shopper: a different price now is told once (PRICE_UPDATE_WARN). */
  seenPrice: number | null;
  /** Proof that the shopper gave a password-protected product's secret (issued by the server, never the secret). */
  cartPassword: string | null;
  /** The coupon a GIFT line comes from (the loyalty work fills it). */
  couponId: string | null;
  /** ISO time the line was first added: lines are listed in this order (spec 002 §3). */
  addedAt: string;
}

/** Two bundles of the same variants are the same line whatever order they were picked in. */
export const sortedIds = (ids: readonly string[]): string[] => [...new Set(ids)].sort();

/**
 * The line's key (spec 002 §3): the variant id, or for bundles the bundle id plus the variant ids. Gift
 * lines are keyed apart from a bought line of the same variant (they are priced differently).
 */
export function lineKey(
  line: Pick<CartLineRecord, 'kind' | 'variantId' | 'bundleId' | 'variantIds' | 'couponId'>,
): string {
  if (line.kind === 'BUNDLE') return `${line.bundleId}:${sortedIds(line.variantIds).join(',')}`;
  if (line.kind === 'GIFT') return `gift:${line.variantId}:${line.couponId ?? ''}`;
  return String(line.variantId);
}

/** Quantity of each variant the lines hold (bundles hold one of each chosen variant per bundle). */
export function heldByVariant(lines: readonly CartLineRecord[]): Map<string, number> {
  const held = new Map<string, number>();
  const add = (id: string | null, n: number) => {
    if (id) held.set(id, (held.get(id) ?? 0) + n);
  };
  for (const line of lines) {
    if (line.kind === 'BUNDLE') for (const id of line.variantIds) add(id, line.quantity);
    else add(line.variantId, line.quantity);
  }
  return held;
}

/** What one line itself holds of a variant. */
export function ownHolding(line: CartLineRecord, variantId: string): number {
  if (line.kind === 'BUNDLE') return line.variantIds.includes(variantId) ? line.quantity : 0;
  return line.variantId === variantId ? line.quantity : 0;
}

/** Stock a line of this variant may take beside the cart's other lines (`existing`: the line itself). */
export function remainBeside(
  f: { variantId: string; available: number },
  lines: readonly CartLineRecord[],
  existing: CartLineRecord | undefined,
): number {
  const held = heldByVariant(lines).get(f.variantId) ?? 0;
  return Math.max(0, f.available - (held - (existing ? ownHolding(existing, f.variantId) : 0)));
}
