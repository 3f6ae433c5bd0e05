import { useResetLink } from '../features/accounts/hooks/use-reset-link.ts';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { UnauthorizedPage } from '../shell/error-page.tsx';
import type { Route } from './+types/auth-reset-password';

export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  return { email: query.get('email') ?? '', resetCode: query.get('resetCode') ?? '' };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('auth.newPasswordTitle'), matches),
  NO_INDEX,
];

/**
 * The e-mailed link (spec 001 §2.2): opens CREATE NEW PASSWORD with the link's e-mail and code once the
 * code is checked; a refused code goes to /auth/reset-password-failure. The 401 screen shows while no dialog is open.
 */
export default function AuthResetPassword({ loaderData }: Route.ComponentProps) {
  const { email, resetCode } = loaderData;
  useResetLink(email, resetCode);
  return <UnauthorizedPage />;
}
