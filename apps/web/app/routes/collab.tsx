import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { t as translate } from '../lib/i18n.ts';
import { titleMeta } from '../lib/meta.ts';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/collab';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(translate('pages.collab.title'), matches);

export default function Collab() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.collab.title')} lead={t('pages.collab.lead')}>
      <div className="page__actions">
        <Link to="/product" className="btn">
          {t('nav.store')}
        </Link>
        <Link to="/heritage" className="btn btn--ghost">
          {t('nav.ourWorks')}
        </Link>
      </div>
    </PageFrame>
  );
}
