import { useTranslation } from 'react-i18next';
import { Link, redirect } from 'react-router';
import { readSearchParams, searchResultHref } from '../features/search/lib/search-url.ts';
import { t as translate } from '../lib/i18n.ts';
import { titleMeta } from '../lib/meta.ts';
import { PageFrame } from '../shell/page-frame.tsx';
import { SearchForm } from '../shell/search-panel.tsx';
import type { Route } from './+types/search-product';

/**
 * Spec 000 §2 names /search/product as View more's target and /search/result as the submit's; both show
 * the products found for a text, so a /search/product address with a text forwards to the result page
 * (one list, one sort and paging). Without a text it stays a search box.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  if (params.get('text')?.trim()) throw redirect(searchResultHref(readSearchParams(params)));
  return null;
}

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
