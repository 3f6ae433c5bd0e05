import type { ApiError } from '@shop/domain';
import { shippingAddress } from '@shop/domain/addresses';
import type { CartLine } from '@shop/domain/cart';
import {
  CHECKOUT_ERROR_CODES,
  type CheckoutCoupon,
  type CheckoutInfo,
  type CheckoutStep,
  type CheckoutStore,
  type CheckoutTotals,
  type ParsedCheckoutSelection,
  storeLineSums,
  storeTotals,
} from '@shop/domain/checkout';
import { methodsForTotal } from '@shop/domain/payments';
import type { AppContext } from '../../http/types.ts';
import { listAddresses } from '../addresses/index.ts';
import { getCart } from '../cart/index.ts';
import { checkCoupons } from '../coupons/index.ts';
import { orderWeightGrams, quoteStores } from '../shipping/index.ts';
import { lineProblems } from './line-problems.ts';
import { storesOfLines } from './line-stores.ts';
import { paymentsPublicConfig } from './payment-options.ts';

const ZERO: CheckoutTotals = {
  subTotal: 0,
  totalDiscount: 0,
  shippingFee: 0,
  discountShippingFee: 0,
  total: 0,
};
const STEP_DEPTH: Record<CheckoutStep, number> = { CART_ITEMS: 0, SHIPPING: 1, PAYMENT: 2 };

function sum(parts: readonly CheckoutTotals[]): CheckoutTotals {
  return parts.reduce(
    (a, b) => ({
      subTotal: a.subTotal + b.subTotal,
      totalDiscount: a.totalDiscount + b.totalDiscount,
      shippingFee: a.shippingFee + b.shippingFee,
      discountShippingFee: a.discountShippingFee + b.discountShippingFee,
      total: a.total + b.total,
    }),
    ZERO,
  );
}

/** Units that weigh: a bundle's members each (the same sums as the order's: `storeLineSums`). */
const weightOf = (lines: readonly CartLine[]) => orderWeightGrams(storeLineSums(lines).weighed);

const lineRef = (storeId: string, line: CartLine) => ({
  storeId,
  key: line.key,
  ...(line.variantId ? { variantId: line.variantId } : {}),
  ...(line.bundleId ? { bundleId: line.bundleId, variantIds: line.variantIds.join(',') } : {}),
});

/**
 * One store's sums with the coupons chosen for it (spec 001 §5a, the coupons' pure `computeCheckoutTotals`
 * through `checkCoupons`, which reads only): the valid ones applied, the invalid ones marked.
 */
async function priceStore(
  ctx: AppContext,
  userId: string,
  storeId: string,
  subTotal: number,
  shippingFee: number,
  selection: ParsedCheckoutSelection,
): Promise<{ totals: CheckoutTotals; coupons: CheckoutCoupon[]; invalid: CheckoutCoupon[] }> {
  const couponIds = selection.couponIdsByStoreId[storeId] ?? [];
  if (couponIds.length === 0)
    return { totals: storeTotals({ subTotal, shippingFee }), coupons: [], invalid: [] };
  const checked = await checkCoupons(ctx.db, {
    userId,
    storeId,
    subTotal,
    shippingFee,
    couponIds,
    now: ctx.now(),
  });
  const coupons: CheckoutCoupon[] = checked.coupons.map((c, i) => ({
    id: c.id ?? couponIds[i] ?? c.code,
    code: c.code,
    storeId: c.storeId,
    discountAmount: c.discountAmount,
    maxAmount: c.maxAmount,
    isShipping: c.isShipping,
    state: { invalid: c.invalid },
    reason: c.reason,
  }));
  return {
    // The orders' totals: totalDiscount is what came off the items, discountShippingFee off the fee.
    totals: storeTotals({ subTotal, shippingFee, computed: checked.totals }),
    coupons,
    invalid: coupons.filter((c) => c.state.invalid),
  };
}

/**
 * The checkout as the shopper's choices make it now (spec 001 §3 "Checkout response", §4.8): the member's
 * cart priced now with each line's store, the shipping address (the chosen one, else the first saved), per
 * store the carriers its rate table offers there (the one chosen by reference, else the first offered) and
 * its sums, the payment methods the total may use. `problems` lists, in the error list's shape, what stops
 * the order at this step and the ones before it. Nothing is written: the order (POST /orders) recomputes
 * all of it in its transaction.
 */
export async function buildCheckout(
  ctx: AppContext,
  userId: string,
  selection: ParsedCheckoutSelection,
  step: CheckoutStep,
): Promise<CheckoutInfo> {
  const depth = STEP_DEPTH[step];
  const cart = await getCart(ctx, userId);
  const lineStores = await storesOfLines(ctx, cart.cartItems);
  const buyable = cart.cartItems.filter((l) => !l.disabled && lineStores.has(l.key));
  const problems: ApiError[] = [];
  if (cart.cartItems.length === 0) problems.push({ errorCode: CHECKOUT_ERROR_CODES.cartEmpty });
  problems.push(...lineProblems(cart.cartItems));

  const address =
    depth >= 1
      ? shippingAddress((await listAddresses(ctx, userId)).contents, selection.shippingAddressId)
      : null;
  if (depth >= 1 && !address && cart.cartItems.length > 0)
    problems.push({ errorCode: CHECKOUT_ERROR_CODES.addressRequired });

  // One part per store, in the order its first line was added.
  const groups = new Map<string, { storeName: string; lines: CartLine[] }>();
  for (const line of buyable) {
    const store = lineStores.get(line.key);
    if (!store) continue;
    const group = groups.get(store.storeId) ?? { storeName: store.storeName, lines: [] };
    group.lines.push(line);
    groups.set(store.storeId, group);
  }
  const parts = [...groups].map(([storeId, g]) => ({
    storeId,
    ...g,
    subTotal: storeLineSums(g.lines).subTotal,
  }));
  const quotes = address
    ? await quoteStores(
        ctx.db,
        address.country,
        parts.map((p) => ({ storeId: p.storeId, weightGrams: weightOf(p.lines), valueCents: p.subTotal })),
      )
    : [];

  const unsupported = new Set<string>();
  const stores: CheckoutStore[] = [];
  for (const [i, part] of parts.entries()) {
    const quote = quotes[i];
    const carriers = quote?.carriers ?? [];
    const wanted = selection.shippingMethodByStoreId[part.storeId];
    const chosen = carriers.find((c) => c.shippingCarrierRef === wanted) ?? carriers[0] ?? null;
    if (quote && !quote.shipsToCountry) {
      for (const line of part.lines) {
        unsupported.add(line.key);
        problems.push({
          errorCode: CHECKOUT_ERROR_CODES.countryUnsupported,
          errorParams: lineRef(part.storeId, line),
        });
      }
    } else if (address && !chosen) {
      problems.push({
        errorCode: CHECKOUT_ERROR_CODES.shippingRequired,
        errorParams: { storeId: part.storeId },
      });
    }
    const shippingFee = chosen?.shippingFee ?? 0;
    const priced = await priceStore(ctx, userId, part.storeId, part.subTotal, shippingFee, selection);
    if (depth >= 1 && priced.invalid.length)
      problems.push({
        errorCode: 'COUPON_INVALID',
        errorParams: {
          storeId: part.storeId,
          couponCodes: priced.invalid.map((c) => c.code).join(','),
          couponIds: priced.invalid.map((c) => c.id).join(','),
        },
      });
    stores.push({
      storeId: part.storeId,
      storeName: part.storeName,
      lineKeys: part.lines.map((l) => l.key),
      shippingCarriers: carriers,
      shippingMethod: chosen,
      shipsToCountry: quote?.shipsToCountry ?? true,
      coupons: priced.coupons,
      orderNote: selection.orderNoteByStoreId[part.storeId] ?? '',
      totals: priced.totals,
    });
  }

  const totals = sum(stores.map((s) => s.totals));
  const offered = methodsForTotal(paymentsPublicConfig(ctx).methods, totals.total);
  const defaultPayment = offered[0]?.method ?? null;
  const wantedMethod = selection.paymentMethod ?? null;
  const paymentMethod = offered.some((o) => o.method === wantedMethod) ? wantedMethod : defaultPayment;
  if (depth >= 2 && wantedMethod && paymentMethod !== wantedMethod)
    problems.push({ errorCode: 'PAYMENT_METHOD_UNAVAILABLE', errorParams: { method: wantedMethod } });

  return {
    cartItems: cart.cartItems.map((l) => ({
      ...l,
      storeId: lineStores.get(l.key)?.storeId ?? '',
      countryUnsupported: unsupported.has(l.key),
    })),
    shippingAddress: address,
    stores,
    totals,
    paymentMethods: offered,
    defaultPayment,
    paymentMethod,
    messageZones: { message1: null, message2: null, message3: null },
    problems,
  };
}
