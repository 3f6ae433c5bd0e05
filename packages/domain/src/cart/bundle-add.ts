import { bundlePrice } from '../catalog/bundle-price.ts';
import { canBuyInState, eventState } from '../catalog/event-state.ts';
import { isValidSelection } from './bundle-rules.ts';
import { cartError, cartFullError, unavailableError } from './cart-errors.ts';
import { CART_ERROR_CODES, MAX_CART_LINES } from './constants.ts';
import type { CartFacts, VariantFacts } from './facts.ts';
import { limitRoom } from './limits.ts';
import { type CartLineRecord, lineKey, remainBeside, sortedIds } from './line.ts';
import { maxQuantity, quantityProblem } from './quantity.ts';

const C = CART_ERROR_CODES;

export interface BundleChoice {
  bundleId: string;
  variantIds: string[];
  quantity: number;
}

/** The spec 000 §8 type of what is wrong with adding `choice` beside `lines`, or null when it may be added. */
function bundleProblem(
  lines: readonly CartLineRecord[],
  choice: BundleChoice,
  facts: CartFacts,
  now: Date,
): { error: ReturnType<typeof cartError> } | null {
  const b = facts.bundles.get(choice.bundleId);
  const at = { bundleId: choice.bundleId };
  if (!b) return { error: cartError(C.bundleUnavailable, 'BUNDLE_UNAVAILABLE_ERROR', at) };
  if (!b.productListed) return { error: unavailableError({ ...at, productId: b.productId }) };
  if (!isValidSelection(b, choice.variantIds))
    return { error: cartError(C.bundleCombination, 'BUNDLE_COMBINATION_ERROR', at) };
  const members = choice.variantIds.map((id) => facts.variants.get(id));
  const usable = (f: VariantFacts | undefined): f is VariantFacts =>
    f?.listed === true &&
    f.purchasable &&
    !f.isDistributor &&
    f.passwordToken === null &&
    canBuyInState(eventState(f.event, now));
  if (!members.every(usable))
    return { error: cartError(C.bundleUnavailable, 'BUNDLE_UNAVAILABLE_ERROR', at) };
  if (members.some((f) => f.available <= 0))
    return { error: cartError(C.outOfStock, 'OUT_OF_STOCK_ERROR', { ...at, currentStock: 0 }) };
  const key = lineKey({
    kind: 'BUNDLE',
    bundleId: choice.bundleId,
    variantIds: choice.variantIds,
    variantId: null,
    couponId: null,
  });
  const existing = lines.find((l) => l.kind === 'BUNDLE' && lineKey(l) === key);
  const inCart = existing?.quantity ?? 0;
  const remain = Math.min(...members.map((f) => remainBeside(f, lines, existing)));
  if (quantityProblem(inCart + choice.quantity, remain, 1) !== null)
    return {
      error: cartError(C.quantity, 'BUNDLE_QUANTITY_ERROR', {
        ...at,
        currentStock: Math.max(0, maxQuantity(remain) - inCart),
        room: Math.max(0, maxQuantity(remain) - inCart),
        inCart,
      }),
    };
  for (const f of members) {
    const room = limitRoom(f, lines, facts);
    if (room !== null && choice.quantity > room.room)
      return {
        error: cartError(C.limit, null, {
          ...at,
          limit: room.limit,
          remaining: room.room,
          productId: f.productId,
        }),
      };
  }
  return null;
}

function withBundle(lines: readonly CartLineRecord[], choice: BundleChoice, facts: CartFacts, now: Date) {
  const b = facts.bundles.get(choice.bundleId);
  const ids = sortedIds(choice.variantIds);
  const regulars = ids.map((id) => facts.variants.get(id)?.price.regularPrice ?? 0);
  const price = b ? bundlePrice(b.discount, regulars, 1).salePrice : 0;
  const key = lineKey({
    kind: 'BUNDLE',
    bundleId: choice.bundleId,
    variantIds: ids,
    variantId: null,
    couponId: null,
  });
  const existing = lines.find((l) => l.kind === 'BUNDLE' && lineKey(l) === key);
  if (existing)
    return lines.map((l) =>
      l === existing ? { ...l, quantity: l.quantity + choice.quantity, seenPrice: price } : l,
    );
  if (lines.length >= MAX_CART_LINES) throw cartFullError();
  return [
    ...lines,
    {
      kind: 'BUNDLE' as const,
      variantId: null,
      bundleId: choice.bundleId,
      variantIds: ids,
      quantity: choice.quantity,
      seenPrice: price,
      cartPassword: null,
      couponId: null,
      addedAt: now.toISOString(),
    },
  ];
}

/**
 * Spec 000 §4 bundle popup: every chosen bundle is added, or none. Each is checked beside the cart AND the
 * bundles before it, so two bundles sharing a variant never take more of it than there is. On failure the
 * first error is thrown with the others attached (one per failing bundle), for the popup to mark each.
 */
export function addBundles(
  lines: readonly CartLineRecord[],
  choices: readonly BundleChoice[],
  facts: CartFacts,
  now: Date,
): CartLineRecord[] {
  let next = [...lines];
  const errors: ReturnType<typeof cartError>[] = [];
  for (const choice of choices) {
    const problem = bundleProblem(next, choice, facts, now);
    if (problem) errors.push(problem.error);
    else next = withBundle(next, choice, facts, now);
  }
  const [first, ...others] = errors;
  if (first) {
    first.others.push(...others.map((e) => ({ errorCode: e.code, errorParams: e.params })));
    throw first;
  }
  return next;
}
