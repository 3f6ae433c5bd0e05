import { canBuyInState, eventState } from '../catalog/event-state.ts';
import { effectivePrice } from '../catalog/price.ts';
import { addBundles } from './bundle-add.ts';
import { cartError, cartFullError, unavailableError } from './cart-errors.ts';
import { CART_ERROR_CODES, MAX_CART_LINES } from './constants.ts';
import type { CartFacts, VariantFacts } from './facts.ts';
import { limitRoom } from './limits.ts';
import { type CartLineRecord, lineKey, remainBeside } from './line.ts';
import { maxQuantity, quantityProblem } from './quantity.ts';

/**
 * The buying rules of spec 000 §4-§5, §8 and 002 §4-§5 applied to a change of the cart: each function takes
 * the lines and the catalogue facts and answers the new lines, or throws the spec's error. The server runs
 * them for guest and member carts alike (for a member, inside the cart's lock), whatever a client sends.
 */
const C = CART_ERROR_CODES;

/** A variant the cart may sell now: known, listed, not distributor-only, purchasable, its event on. */
export function sellableVariant(facts: CartFacts, variantId: string, now: Date | number): VariantFacts {
  const f = facts.variants.get(variantId);
  if (!f?.listed || !f.purchasable) throw unavailableError({ variantId });
  if (f.isDistributor) throw cartError(C.distributor, null, { productId: f.productId });
  if (!canBuyInState(eventState(f.event, now)))
    throw cartError(C.unavailable, 'COUNT_DOWN_ERROR', { variantId });
  return f;
}

/** Throws the per-customer limit's error when `more` would pass it. */
function checkLimit(f: VariantFacts, lines: readonly CartLineRecord[], facts: CartFacts, more: number) {
  const room = limitRoom(f, lines, facts);
  if (room !== null && more > room.room)
    throw cartError(C.limit, null, { limit: room.limit, remaining: room.room, productId: f.productId });
}

export function checkQuantity(f: VariantFacts, quantity: number, remain: number, inCart: number) {
  if (f.available <= 0) throw cartError(C.outOfStock, 'OUT_OF_STOCK_ERROR', { currentStock: 0 });
  const problem = quantityProblem(quantity, remain, f.available);
  if (problem)
    throw cartError(C.quantity, 'QUANTITY_ERROR', {
      currentStock: remain,
      max: maxQuantity(remain),
      inCart,
      room: Math.max(0, maxQuantity(remain) - inCart),
      reason: problem.kind,
    });
}

function checkPassword(f: VariantFacts, token: string | null) {
  if (f.passwordToken !== null && token !== f.passwordToken)
    throw cartError(C.password, null, { productId: f.productId });
}

export interface AddVariant {
  variantId: string;
  quantity: number;
  /** The proof for a password-protected product, when the shopper just gave its secret. */
  cartPassword?: string | null;
}

/**
 * Spec 000 §4: adding an existing variant adds to its quantity; the result must stay within min(99, what is
 * left), the per-customer limit and the cart's size.
 */
export function addVariant(
  lines: readonly CartLineRecord[],
  input: AddVariant,
  facts: CartFacts,
  now: Date,
): CartLineRecord[] {
  const f = sellableVariant(facts, input.variantId, now);
  const key = input.variantId;
  const existing = lines.find((l) => l.kind === 'VARIANT' && lineKey(l) === key);
  const token = input.cartPassword ?? existing?.cartPassword ?? null;
  checkPassword(f, token);
  const inCart = existing?.quantity ?? 0;
  checkQuantity(f, inCart + input.quantity, remainBeside(f, lines, existing), inCart);
  checkLimit(f, lines, facts, input.quantity);
  const price = effectivePrice(f.price, now);
  if (existing) {
    return lines.map((l) =>
      l === existing ? { ...l, quantity: inCart + input.quantity, seenPrice: price, cartPassword: token } : l,
    );
  }
  if (lines.length >= MAX_CART_LINES) throw cartFullError();
  return [
    ...lines,
    {
      kind: 'VARIANT',
      variantId: input.variantId,
      bundleId: null,
      variantIds: [],
      quantity: input.quantity,
      seenPrice: price,
      cartPassword: token,
      couponId: null,
      addedAt: now.toISOString(),
    },
  ];
}

/**
 * A new quantity for one line (spec 002 §7 "update"). Lowering is always allowed (it only helps); raising is
 * checked like an add of the difference. A gift's quantity is the coupon's: it cannot change.
 */
export function setQuantity(
  lines: readonly CartLineRecord[],
  line: CartLineRecord,
  quantity: number,
  facts: CartFacts,
  now: Date,
  cartPassword: string | null = null,
): CartLineRecord[] {
  const replace = (next: CartLineRecord) => lines.map((l) => (l === line ? next : l));
  if (line.kind === 'GIFT') {
    if (quantity === line.quantity) return [...lines];
    throw cartError(C.quantity, 'QUANTITY_ERROR', {
      currentStock: line.quantity,
      max: line.quantity,
      inCart: line.quantity,
    });
  }
  if (line.kind === 'BUNDLE') {
    if (quantity <= line.quantity) return replace({ ...line, quantity });
    const others = lines.filter((l) => l !== line);
    const added = addBundles(
      others,
      [{ bundleId: String(line.bundleId), variantIds: line.variantIds, quantity }],
      facts,
      now,
    );
    const fresh = added.find((l) => !others.includes(l));
    return fresh ? replace({ ...fresh, addedAt: line.addedAt }) : replace({ ...line, quantity });
  }
  const f = line.variantId ? facts.variants.get(line.variantId) : undefined;
  const token = cartPassword ?? line.cartPassword;
  if (cartPassword !== null && f) checkPassword(f, cartPassword);
  if (quantity <= line.quantity) return replace({ ...line, quantity, cartPassword: token });
  const sellable = sellableVariant(facts, String(line.variantId), now);
  checkPassword(sellable, token);
  checkQuantity(sellable, quantity, remainBeside(sellable, lines, line), line.quantity);
  checkLimit(sellable, lines, facts, quantity - line.quantity);
  return replace({ ...line, quantity, cartPassword: token, seenPrice: effectivePrice(sellable.price, now) });
}

/**
 * A gift line (spec 000 §4 coupon card: "adds a zero-priced gift item to the cart"): the variant must exist
 * and be in stock; gift products are given, not sold, so `purchasable` is not asked. One line per coupon.
 */
export function addGift(
  lines: readonly CartLineRecord[],
  input: { variantId: string; couponId: string; quantity: number },
  facts: CartFacts,
  now: Date,
): CartLineRecord[] {
  const f = facts.variants.get(input.variantId);
  if (!f?.listed) throw unavailableError({ variantId: input.variantId });
  const line: CartLineRecord = {
    kind: 'GIFT',
    variantId: input.variantId,
    bundleId: null,
    variantIds: [],
    quantity: input.quantity,
    seenPrice: 0,
    cartPassword: null,
    couponId: input.couponId,
    addedAt: now.toISOString(),
  };
  if (lines.some((l) => lineKey(l) === lineKey(line))) return [...lines];
  if (f.available <= 0) throw cartError(C.outOfStock, 'OUT_OF_STOCK_ERROR', { currentStock: 0 });
  checkQuantity(f, input.quantity, remainBeside(f, lines, undefined), 0);
  if (lines.length >= MAX_CART_LINES) throw cartFullError();
  return [...lines, line];
}
