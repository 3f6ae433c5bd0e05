import {
  addBundles,
  addVariant,
  type BundleItemInput,
  type CartAnswer,
  type CartFacts,
  type CartItemInput,
  type CartItemUpdate,
  type CartLineRecord,
  findLine,
  keepKnownLines,
  MAX_GUEST_LINES_READ,
  priceCart,
  readGuestLines,
  setQuantity,
} from '@shop/domain/cart';
import type { AppContext } from '../../http/types.ts';
import { type FactsWanted, loadCartFacts } from './cart-facts.ts';
import { proofForSecret } from './secret-proof.ts';

/**
 * A guest's cart lives in the browser (spec 002 §4); the server prices it and checks its changes with the
 * same rules as a member's, on the lines the browser sends, and answers the new cart for it to keep. Bad
 * lines, and lines of variants or bundles the shop does not know, are dropped with a reason (never the whole
 * cart), before the 50-line cap counts. No orders are known: limits count the cart only.
 */
async function changeGuestCart(
  ctx: AppContext,
  raw: readonly unknown[],
  wanted: FactsWanted,
  change: (lines: CartLineRecord[], facts: CartFacts) => CartLineRecord[] = (lines) => lines,
): Promise<CartAnswer> {
  const now = ctx.now();
  const read = readGuestLines(raw, now, MAX_GUEST_LINES_READ);
  const facts = await loadCartFacts(ctx, ctx.db, read.lines, wanted);
  const { lines, dropped } = keepKnownLines(read.lines, facts);
  return { cart: priceCart(change(lines, facts), facts, now), dropped: [...read.dropped, ...dropped] };
}

/** PUT /cart/guest: one call answers the lines with current prices, stock and warnings (issue §1). */
export function priceGuestCart(ctx: AppContext, raw: readonly unknown[]): Promise<CartAnswer> {
  return changeGuestCart(ctx, raw, {});
}

/** POST /cart/guest/items. */
export async function addGuestItem(ctx: AppContext, raw: readonly unknown[], input: CartItemInput) {
  const cartPassword = await proofForSecret(ctx, input.variantId, input.accessPassword);
  return changeGuestCart(ctx, raw, { variantIds: [input.variantId] }, (lines, facts) =>
    addVariant(
      lines,
      { variantId: input.variantId, quantity: input.quantity, cartPassword },
      facts,
      ctx.now(),
    ),
  );
}

/** PUT /cart/guest/items: a new quantity for the line `key` (NOT_FOUND when the cart has none). */
export async function updateGuestItem(
  ctx: AppContext,
  raw: readonly unknown[],
  key: string,
  input: CartItemUpdate,
): Promise<CartAnswer> {
  const proof = await proofForSecret(
    ctx,
    findLine(readGuestLines(raw, ctx.now()).lines, key).variantId,
    input.accessPassword,
  );
  return changeGuestCart(ctx, raw, {}, (lines, facts) =>
    setQuantity(lines, findLine(lines, key), input.quantity, facts, ctx.now(), proof),
  );
}

/** POST /cart/guest/bundles. */
export function addGuestBundles(ctx: AppContext, raw: readonly unknown[], items: readonly BundleItemInput[]) {
  const wanted = { bundleIds: items.map((i) => i.bundleId), variantIds: items.flatMap((i) => i.variantIds) };
  return changeGuestCart(ctx, raw, wanted, (lines, facts) => addBundles(lines, items, facts, ctx.now()));
}
