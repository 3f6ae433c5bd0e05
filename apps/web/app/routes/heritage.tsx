import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { t as translate } from '../lib/i18n.ts';
import { titleMeta } from '../lib/meta.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/heritage';

export const handle: RouteHandle = { navDark: true };

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(translate('pages.heritage.title'), matches);

export default function Heritage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.heritage.title')} lead={t('pages.heritage.lead')}>
      <div className="page__actions">
        <Link to="/product" className="btn">
          {t('nav.store')}
        </Link>
        <Link to="/collab" className="btn btn--ghost">
          {t('nav.collab')}
        </Link>
      </div>
    </PageFrame>
  );
}
