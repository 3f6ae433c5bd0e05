import { Outlet } from 'react-router';
import { requireGuest } from '../lib/guards.server.ts';
import type { Route } from './+types/auth-layout';

/** The guest guard of the auth area (spec 001 §6): a signed-in visitor goes on to redirect_uri, or home. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireGuest(request, context.api);
  return null;
}

export default function AuthLayout() {
  return <Outlet />;
}
