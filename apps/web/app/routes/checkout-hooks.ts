import type { LineRef } from '@shop/domain/checkout';
import { lineMatches } from '@shop/domain/checkout';
import { cart } from '../features/cart/lib/cart.ts';
import type { CheckoutHooks } from '../features/checkout/lib/use-checkout-step.ts';

/**
 * What the checkout needs of the cart feature, handed over by the routes (features do not import each
 * other): whether the cart is empty, a sync, and lowering a line's quantity by one (spec 001 §8).
 */
export function cartHooks(addressId: string | null): CheckoutHooks {
  return {
    addressId,
    cartIsEmpty: () => (cart.getSnapshot().cart?.cartItems.length ?? 0) === 0,
    syncCart: () => cart.sync(),
    async lowerQuantity(ref: LineRef) {
      const line = cart.getSnapshot().cart?.cartItems.find((l) => lineMatches(l, ref));
      if (!line) return;
      if (line.quantity > 1) await cart.update(line, line.quantity - 1);
      else await cart.remove(line);
    },
  };
}
