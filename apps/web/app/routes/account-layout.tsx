import { Outlet } from 'react-router';
import { requireUser } from '../lib/guards.server.ts';
import { AccountNav } from '../shell/account-nav.tsx';
import type { Route } from './+types/account-layout';

/** Profile, orders and notifications need a signed-in shopper; without one -> /unauthorized?redirect_uri=... */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context.api);
  return null;
}

export default function AccountLayout() {
  return (
    <>
      <AccountNav />
      <Outlet />
    </>
  );
}
