import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { UnauthorizedPage } from '../shell/error-page.tsx';
import type { Route } from './+types/auth-login';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('auth.loginTitle'), matches),
  NO_INDEX,
];

/** The unauthorized screen of spec 001 §2.2, shown while no login dialog is open. */
export default function AuthLogin() {
  const { t } = useTranslation();
  return (
    <UnauthorizedPage>
      <Link to="/auth/register" className="btn btn--ghost">
        {t('auth.signUp')}
      </Link>
    </UnauthorizedPage>
  );
}
