import { CHECKOUT_RESET_DELAY_MS } from '@shop/domain/checkout';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { checkoutStore } from '../features/checkout/lib/checkout-store.ts';
import { useAttentionHold } from '../lib/attention.ts';
import { requireUser } from '../lib/guards.server.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import type { Route } from './+types/checkout-layout';

/** A focused flow: the header keeps its solid, stuck look from the top of the page. */
export const handle: RouteHandle = { headerSticky: true };

/** The checkout needs a signed-in shopper (spec 001 §2.7); without one -> /unauthorized?redirect_uri=... */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context.api);
  return null;
}

/**
 * No timed popup interrupts a checkout step (lib/attention.ts). Leaving checkout resets its state after
 * 32 ms (spec 001 §4.8: flags, marks, coupons and choices, and the chosen address); moving between the
 * steps keeps it.
 */
export default function CheckoutLayout() {
  useAttentionHold('checkout');
  useEffect(
    () => () => {
      setTimeout(() => {
        if (window.location.pathname.startsWith('/checkout')) return;
        checkoutStore.reset();
        // Loaded on leaving: the address book's chunk (and its forms' zod) stays off the payment page.
        void import('../features/addresses/lib/shipping-choice.ts').then((m) => m.shippingChoice.clear());
      }, CHECKOUT_RESET_DELAY_MS);
    },
    [],
  );
  return <Outlet />;
}
