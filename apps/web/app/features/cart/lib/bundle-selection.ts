import type { ApiError } from '@shop/domain';
import { BUNDLE_STEPPER_MAX, bundleRoom, type CartLine, holdMore } from '@shop/domain/cart';
import { type BundleOffer, bundlePrice } from '@shop/domain/catalog';

/**
 * The BUNDLE OFFERS popup's state (spec 000 §2, §4, §5, §8, §9), pure: per bundle the chosen variants, how
 * many bundles, and what a refusal marked on it. A bundle is taken once all `bundle` items are picked;
 * its quantity is 1 to the room left (the lowest stock among the chosen variants minus what the cart and
 * the other selections already hold, domain bundleRoom), and the stepper stays within 1 to 100.
 */
export interface Selection {
  chosen: string[];
  quantity: number;
  /** A refusal's mark: unavailable (out of stock, unavailable) or disabled (combination no longer offered). */
  mark: 'unavailable' | 'disabled' | null;
  /** A stock the server answered for this bundle (BUNDLE_QUANTITY_ERROR), tighter than what the offer said. */
  stock: number | null;
}

export type Selections = Record<string, Selection>;

export const emptySelection = (): Selection => ({ chosen: [], quantity: 0, mark: null, stock: null });

const selectionOf = (all: Selections, id: string) => all[id] ?? emptySelection();

/** What the cart holds of each variant, bundles' members included. */
export function heldByCart(lines: readonly CartLine[]): Map<string, number> {
  let held = new Map<string, number>();
  for (const line of lines) {
    if (line.kind === 'BUNDLE') held = holdMore(held, line.variantIds, line.quantity);
    else if (line.variantId) held = holdMore(held, [line.variantId], line.quantity);
  }
  return held;
}

/** What the cart and the other bundles' selections hold. */
function heldElsewhere(all: Selections, bundleId: string, cartHeld: ReadonlyMap<string, number>) {
  let held = new Map(cartHeld);
  for (const [id, s] of Object.entries(all))
    if (id !== bundleId && s.quantity > 0) held = holdMore(held, s.chosen, s.quantity);
  return held;
}

const availableOf = (offer: BundleOffer) => {
  const byId = new Map(offer.variants.map((v) => [v.id, v.isOutOfStock ? 0 : v.inventory.available]));
  return (id: string) => byId.get(id) ?? 0;
};

/** How many of one variant are still free for this bundle's selection. */
export function variantRoom(
  offer: BundleOffer,
  all: Selections,
  variantId: string,
  cartHeld: ReadonlyMap<string, number>,
): number {
  return bundleRoom([variantId], availableOf(offer), heldElsewhere(all, offer.id, cartHeld));
}

/** The most bundles of the current pick the shopper may take (0 while the pick is not complete). */
export function bundleMax(
  offer: BundleOffer,
  all: Selections,
  cartHeld: ReadonlyMap<string, number>,
): number {
  const s = selectionOf(all, offer.id);
  if (s.chosen.length < offer.bundle || s.mark) return 0;
  const room = bundleRoom(s.chosen, availableOf(offer), heldElsewhere(all, offer.id, cartHeld));
  return Math.min(room, s.stock ?? room, BUNDLE_STEPPER_MAX);
}

/** The picker's choice after a tap on a variant: picked again is unpicked; a full pick takes no more. */
export function toggle(offer: BundleOffer, chosen: readonly string[], variantId: string): string[] {
  if (chosen.includes(variantId)) return chosen.filter((id) => id !== variantId);
  if (chosen.length >= offer.bundle) return [...chosen];
  return [...chosen, variantId];
}

/** Quick select: fills the remaining slots with variants still in stock; a full pick is deselected. */
export function quickSelect(
  offer: BundleOffer,
  all: Selections,
  chosen: readonly string[],
  cartHeld: ReadonlyMap<string, number>,
): string[] {
  if (chosen.length >= offer.bundle) return [];
  const next = [...chosen];
  for (const v of offer.variants) {
    if (next.length >= offer.bundle) break;
    if (!next.includes(v.id) && variantRoom(offer, all, v.id, cartHeld) > 0) next.push(v.id);
  }
  return next;
}

/** A new pick for a bundle: complete picks start at 1 bundle (or keep their quantity), others at none. */
export function pick(all: Selections, offer: BundleOffer, chosen: string[]): Selections {
  const before = selectionOf(all, offer.id);
  const complete = chosen.length === offer.bundle;
  const quantity = complete ? Math.max(1, before.quantity) : 0;
  return { ...all, [offer.id]: { ...before, chosen, quantity, stock: null } };
}

export function setQuantity(all: Selections, offer: BundleOffer, quantity: number): Selections {
  return { ...all, [offer.id]: { ...selectionOf(all, offer.id), quantity } };
}

/** One bundle's price at its quantity (one bundle while none is taken): regular and bundle price. */
export function priceOf(offer: BundleOffer, chosen: readonly string[], quantity: number) {
  const regular = new Map(offer.variants.map((v) => [v.id, v.regularPrice]));
  return bundlePrice(
    offer,
    chosen.map((id) => regular.get(id) ?? 0),
    Math.max(1, quantity),
  );
}

/** ESTIMATED TOTAL: the taken bundles' prices added up. */
export function estimatedTotal(offers: readonly BundleOffer[], all: Selections): number {
  let total = 0;
  for (const offer of offers) {
    const s = selectionOf(all, offer.id);
    if (s.quantity > 0 && s.chosen.length === offer.bundle)
      total += priceOf(offer, s.chosen, s.quantity).salePrice;
  }
  return total;
}

/** The bundles to add: complete picks with a quantity, in the popup's order. */
export function takenBundles(offers: readonly BundleOffer[], all: Selections) {
  return offers.flatMap((offer) => {
    const s = selectionOf(all, offer.id);
    return s.quantity > 0 && s.chosen.length === offer.bundle
      ? [{ bundleId: offer.id, variantIds: s.chosen, quantity: s.quantity }]
      : [];
  });
}

/**
 * Spec 000 §4 "Bundle popup": add is enabled when at least one bundle has a quantity and none taken is
 * invalid, marked, or above its room.
 */
export function canAdd(
  offers: readonly BundleOffer[],
  all: Selections,
  cartHeld: ReadonlyMap<string, number>,
): boolean {
  const taken = takenBundles(offers, all);
  if (taken.length === 0) return false;
  return taken.every(({ bundleId, quantity }) => {
    const offer = offers.find((o) => o.id === bundleId)!;
    return !offer.invalid && quantity <= bundleMax(offer, all, cartHeld);
  });
}

/**
 * Spec 000 §8: what a refusal does to the bundles it names (`errorParams.bundleId`, `type`): out of stock
 * or unavailable marks the bundle unavailable, a combination error disables it, a quantity error sets its
 * stock to the answered currentStock (or the quantity asked minus one).
 */
export function markRefusals(all: Selections, errors: readonly ApiError[]): Selections {
  const next = { ...all };
  for (const e of errors) {
    const p = e.errorParams ?? {};
    const id = typeof p.bundleId === 'string' ? p.bundleId : null;
    if (!id) continue;
    const s = selectionOf(next, id);
    if (p.type === 'BUNDLE_COMBINATION_ERROR') next[id] = { ...s, mark: 'disabled', quantity: 0 };
    else if (p.type === 'OUT_OF_STOCK_ERROR' || p.type === 'BUNDLE_UNAVAILABLE_ERROR')
      next[id] = { ...s, mark: 'unavailable', quantity: 0 };
    else if (p.type === 'BUNDLE_QUANTITY_ERROR' || p.type === 'QUANTITY_ERROR') {
      const stock = Number.isInteger(p.currentStock) ? Number(p.currentStock) : Math.max(0, s.quantity - 1);
      next[id] = { ...s, stock, quantity: Math.min(s.quantity, stock) };
    }
  }
  return next;
}
