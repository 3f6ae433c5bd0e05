import { DEFAULT_STOCK } from './constants.ts';

/**
 * Bundle rules of spec 000 §4, §8, §9 shared by the bundle popup and the server. A bundle is bought as
 * `size` different variants among its members; its stock is the minimum over the chosen variants of their
 * stock minus what the cart and the popup's other selections already hold, so two bundles sharing a variant
 * can never together take more of it than there is.
 */
export interface BundleDefinition {
  size: number;
  memberIds: readonly string[];
}

/** BUNDLE_COMBINATION_ERROR when the chosen variants are not `size` different members of the bundle. */
export function isValidSelection(bundle: BundleDefinition, variantIds: readonly string[]): boolean {
  const chosen = new Set(variantIds);
  return (
    chosen.size === variantIds.length &&
    chosen.size === bundle.size &&
    [...chosen].every((id) => bundle.memberIds.includes(id))
  );
}

/** Adds `quantity` of each variant to a holding map (a copy). */
export function holdMore(
  held: ReadonlyMap<string, number>,
  variantIds: readonly string[],
  quantity: number,
): Map<string, number> {
  const next = new Map(held);
  for (const id of variantIds) next.set(id, (next.get(id) ?? 0) + quantity);
  return next;
}

/**
 * How many bundles of the chosen variants can still be had (spec 000 §9): the minimum over them of their
 * available stock minus what is held elsewhere (cart lines, other selections), never below 0, capped by the
 * default cap until the server says otherwise. `available` is undefined for a variant the caller does not
 * know: it counts as DEFAULT_STOCK.
 */
export function bundleRoom(
  variantIds: readonly string[],
  available: (variantId: string) => number | undefined,
  held: ReadonlyMap<string, number> = new Map(),
): number {
  if (variantIds.length === 0) return 0;
  let room = DEFAULT_STOCK;
  for (const id of variantIds) room = Math.min(room, (available(id) ?? DEFAULT_STOCK) - (held.get(id) ?? 0));
  return Math.max(0, room);
}
