import { Link } from 'react-router';
import { RequestLinkButton } from '../features/accounts/components/request-link-button.tsx';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { ErrorPage } from '../shell/error-page.tsx';
import type { Route } from './+types/auth-reset-password-failure';

export function loader({ request }: Route.LoaderArgs) {
  return { email: new URL(request.url).searchParams.get('email') ?? '' };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('auth.linkExpiredTitle'), matches),
  NO_INDEX,
];

/** An expired reset link (spec 001 §2.2): ask for another one, or skip to the home page. */
export default function AuthResetPasswordFailure({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const forgot = loaderData.email
    ? `/auth/forgot?email=${encodeURIComponent(loaderData.email)}`
    : '/auth/forgot';
  return (
    <ErrorPage code="!" title={t('auth.linkExpiredTitle')} message={t('auth.linkExpired')} action="none">
      {loaderData.email ? (
        <RequestLinkButton email={loaderData.email} />
      ) : (
        <Link to={forgot} className="btn">
          {t('auth.requestAnotherLink')}
        </Link>
      )}
      <Link to="/" className="btn btn--ghost">
        {t('dialog.skip')}
      </Link>
    </ErrorPage>
  );
}
