import { Link } from 'react-router';
import { t as translate } from '../lib/i18n.ts';
import { titleMeta } from '../lib/meta.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { useRootData } from '../lib/session.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/membership';

export const handle: RouteHandle = { navDark: true };

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(translate('pages.membership.title'), matches);

/** The loyalty page's frame: what membership gives, and the way in. */
export default function Membership() {
  const { t } = useTranslation();
  const { user } = useRootData();
  return (
    <PageFrame title={t('pages.membership.title')} lead={t('pages.membership.lead')}>
      <p className="page__lead">{t('auth.memberBenefits')}</p>
      <div className="page__actions" style={{ marginTop: 28 }}>
        {user ? (
          <Link to="/account/profile" className="btn btn--accent">
            {t('nav.profile')}
          </Link>
        ) : (
          <Link to="/auth/register" className="btn btn--accent">
            {t('auth.registerTitle')}
          </Link>
        )}
        <Link to="/product" className="btn btn--ghost">
          {t('nav.store')}
        </Link>
      </div>
    </PageFrame>
  );
}
