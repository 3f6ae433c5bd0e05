import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { UnauthorizedPage } from '../shell/error-page.tsx';
import type { Route } from './+types/auth-reset-password';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('auth.newPasswordTitle'), matches),
  NO_INDEX,
];

/** The e-mail link's page: the 401 screen while the create-new-password dialog is not open (spec 001 §2.2). */
export default function AuthResetPassword() {
  return <UnauthorizedPage />;
}
