import { Outlet } from 'react-router';
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

/** No timed popup interrupts a checkout step (lib/attention.ts). */
export default function CheckoutLayout() {
  useAttentionHold('checkout');
  return <Outlet />;
}
