import type { CartLine, GuestCartLine } from './schemas.ts';

/**
 * What the browser keeps of a priced line in a guest's local cart: the line's identity, quantity, the
 * price it was just shown (so a later change is told once) and the password proof. Everything else is
 * priced again by the server.
 */
export function toGuestLine(line: CartLine): GuestCartLine {
  return {
    ...(line.bundleId
      ? { bundleId: line.bundleId, variantIds: line.variantIds }
      : { variantId: line.variantId }),
    quantity: line.quantity,
    salePrice: line.salePrice,
    ...(line.cartPassword ? { cartPassword: line.cartPassword } : {}),
    addToCartDate: line.addToCartDate,
  };
}
