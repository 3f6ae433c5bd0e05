import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { t as translate } from '../lib/i18n.ts';
import { titleMeta } from '../lib/meta.ts';
import { PageFrame } from '../shell/page-frame.tsx';
import { SearchForm } from '../shell/search-panel.tsx';
import type { Route } from './+types/search-product';

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(translate('pages.searchProduct.title'), matches);

/** "View more" of the search panel (spec 000 §2). */
export default function SearchProduct() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.searchProduct.title')}
      crumbs={[{ label: t('search.title'), to: '/search' }, { label: t('pages.searchProduct.title') }]}
    >
      <SearchForm />
      <p className="page__actions" style={{ marginTop: 28 }}>
        <Link to="/product" className="btn btn--ghost">
          {t('nav.store')}
        </Link>
      </p>
    </PageFrame>
  );
}
