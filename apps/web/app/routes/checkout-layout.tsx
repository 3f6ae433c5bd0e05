import { Outlet } from 'react-router';
import { requireUser } from '../lib/guards.server.ts';
import type { Route } from './+types/checkout-layout';

/** The checkout needs a signed-in shopper (spec 001 §2.7); without one -> /unauthorized?redirect_uri=... */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context.api);
  return null;
}

export default function CheckoutLayout() {
  return <Outlet />;
}
