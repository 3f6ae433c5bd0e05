import { DomainError } from '@shop/domain';
import type { Address } from '@shop/domain/addresses';
import { type Cart, type CartFacts, type CartLine, cartError } from '@shop/domain/cart';
import type { OrderCoupon, OrderTotals } from '@shop/domain/orders';
import type { ShippingMethod, StoreShippingQuote } from '@shop/domain/shipping';

/** One store's part of a checkout, priced by the server (never by the client). */
export interface StoreDraft {
  storeId: string;
  storeName: string;
  lines: CartLine[];
  /** Units taken from stock per variant (a bundle's members each). */
  units: Map<string, { productId: string; quantity: number }>;
  totalItems: number;
  shipping: ShippingMethod;
  totals: OrderTotals;
  coupons: OrderCoupon[];
  note: string;
}

/** The first reason a cart cannot be ordered, as the cart's own error (the web knows its effect). */
export function cartProblem(cart: Cart): DomainError | null {
  if (cart.cartItems.length === 0) return new DomainError('CHECKOUT_CART_EMPTY', {}, 400);
  for (const l of cart.cartItems) {
    const w = new Set(l.warnings);
    const ids = { variantId: l.variantId, bundleId: l.bundleId, name: l.name };
    if (w.has('PRODUCT_UNAVAILABLE_ERROR') || w.has('COUNT_DOWN_ERROR'))
      return cartError(
        'ECOM-111',
        w.has('COUNT_DOWN_ERROR') ? 'COUNT_DOWN_ERROR' : 'PRODUCT_UNAVAILABLE_ERROR',
        ids,
      );
    if (w.has('OUT_OF_STOCK_ERROR')) return cartError('ECOM-112', 'OUT_OF_STOCK_ERROR', ids);
    if (w.has('BUNDLE_QUANTITY_ERROR')) return cartError('ECOM-114', 'BUNDLE_QUANTITY_ERROR', ids);
    if (w.has('QUANTITY_ERROR') || l.hasInvalidQuantity)
      return cartError('ECOM-113', 'QUANTITY_ERROR', { ...ids, currentStock: l.stockRemain });
    if (w.has('PURCHASE_LIMIT_ERROR')) return cartError('PURCHASE_LIMIT_REACHED', null, ids);
    if (w.has('PASSWORD_UPDATE_WARN')) return cartError('CART_PASSWORD_INVALID', null, ids);
  }
  return cart.canCheckout ? null : new DomainError('CHECKOUT_FAILED', {}, 400);
}

/** The variant units of a line: itself, or each bundle member once per bundle. */
export function unitsOf(
  line: CartLine,
  facts: CartFacts,
): { variantId: string; productId: string; n: number }[] {
  if (line.isBundle)
    return line.variantIds.map((id) => ({
      variantId: id,
      productId: facts.variants.get(id)?.productId ?? line.productId ?? '',
      n: line.quantity,
    }));
  return line.variantId
    ? [{ variantId: line.variantId, productId: line.productId ?? '', n: line.quantity }]
    : [];
}

/** The lines split per store, in the order of the cart. */
export function splitByStore(
  cart: Cart,
  storeOf: ReadonlyMap<string, { storeId: string; storeName: string }>,
): { storeId: string; storeName: string; lines: CartLine[] }[] {
  const stores = new Map<string, { storeId: string; storeName: string; lines: CartLine[] }>();
  for (const line of cart.cartItems) {
    const store = storeOf.get(line.productId ?? '');
    if (!store) throw new DomainError('CHECKOUT_FAILED', { variantId: line.variantId }, 400);
    const entry = stores.get(store.storeId) ?? { ...store, lines: [] };
    entry.lines.push(line);
    stores.set(store.storeId, entry);
  }
  return [...stores.values()];
}

/** The carrier the shopper chose for a store, checked against what the store offers for the address. */
export function chosenCarrier(
  quote: StoreShippingQuote,
  ref: string | undefined,
  lines: readonly CartLine[],
  address: Address,
): ShippingMethod {
  if (!quote.shipsToCountry) {
    throw new DomainError(
      'COUNTRY_UNSUPPORTED',
      {
        storeId: quote.storeId,
        country: address.country,
        variantIds: lines
          .flatMap((l) => (l.isBundle ? l.variantIds : l.variantId ? [l.variantId] : []))
          .join(','),
      },
      400,
    );
  }
  const method = quote.carriers.find((c) => c.shippingCarrierRef === ref);
  if (!method) throw new DomainError('SHIPPING_METHOD_REQUIRED', { storeId: quote.storeId }, 400);
  return method;
}
