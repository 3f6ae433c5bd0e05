import { ProductGrid } from '../features/catalog/components/product-grid.tsx';
import { loadSearchPage } from '../features/search/api/search-page.ts';
import { SearchResults } from '../features/search/components/search-results.tsx';
import { searchResultHref } from '../features/search/lib/search-url.ts';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import { Pagination } from '../shell/pagination.tsx';
import { SearchForm } from '../shell/search-panel.tsx';
import type { Route } from './+types/search-result';

/** /search/result?text=...&sortBy=NEWEST&page=N (spec 000 §2): the search submit's page. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadSearchPage(context.api, request.url, 'result');
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('search.resultTitle'), matches),
  NO_INDEX,
];

export default function SearchResult({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { text, sortBy, results } = loaderData;
  return (
    <PageFrame
      title={t('search.resultTitle')}
      lead={text ? t('search.resultFor', { text }) : undefined}
      crumbs={[{ label: t('search.title'), to: '/search' }, { label: t('search.resultTitle') }]}
      aside={<p className="page__meta">{t('catalog.productCount', { count: results.totalElements })}</p>}
    >
      <SearchForm key={text} defaultValue={text} />
      <SearchResults
        action="/search/result"
        text={text}
        sortBy={sortBy}
        results={results}
        grid={<ProductGrid products={results.contents} eagerCount={4} headingLevel="h2" />}
      />
      <Pagination
        page={results.page}
        size={results.size}
        totalElements={results.totalElements}
        href={(page) => searchResultHref({ text, sortBy, page })}
      />
    </PageFrame>
  );
}
