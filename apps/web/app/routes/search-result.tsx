import type { SearchResultPage } from '@shop/domain/search';
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { ProductGrid } from '../features/catalog/components/product-grid.tsx';
import { SortSelect } from '../features/search/components/sort-select.tsx';
import {
  correctSearchHref,
  RESULT_PAGE_SIZE,
  readSearchParams,
  searchResultHref,
} from '../features/search/lib/search-url.ts';
import { getJson } from '../lib/api.server.ts';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { PageFrame } from '../shell/page-frame.tsx';
import { Pagination } from '../shell/pagination.tsx';
import { SearchForm } from '../shell/search-panel.tsx';
import type { Route } from './+types/search-result';

/** /search/result?text=...&sortBy=NEWEST&page=N (spec 000 §2): GET /api/v1/search, 12 cards a page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // A bad sort or page is corrected to the canonical address (NEWEST, page 1) rather than refused.
  const corrected = correctSearchHref(url.search);
  if (corrected !== null) throw redirect(corrected);
  const { text, sortBy, page } = readSearchParams(url.searchParams);
  const query = new URLSearchParams({ text, page: String(page), size: String(RESULT_PAGE_SIZE), sortBy });
  const { body } = await getJson<SearchResultPage>(context.api, `/api/v1/search?${query}`);
  if (!body) throw data(null, { status: 503 });
  const lastPage = Math.max(1, Math.ceil(body.totalElements / RESULT_PAGE_SIZE));
  if (page > lastPage) throw redirect(searchResultHref({ text, sortBy, page: lastPage }));
  return { text, sortBy, results: body };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('search.resultTitle'), matches),
  NO_INDEX,
];

export default function SearchResult({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { text, sortBy, results } = loaderData;
  const href = (p: number) => searchResultHref({ text, sortBy, page: p });
  return (
    <PageFrame
      title={t('search.resultTitle')}
      lead={text ? t('search.resultFor', { text }) : undefined}
      crumbs={[{ label: t('search.title'), to: '/search' }, { label: t('search.resultTitle') }]}
      aside={<p className="page__meta">{t('catalog.productCount', { count: results.totalElements })}</p>}
    >
      <SearchForm key={text} defaultValue={text} />
      <SortSelect action="/search/result" text={text} sortBy={sortBy} />
      {results.contents.length > 0 ? (
        <ProductGrid products={results.contents} eagerCount={4} headingLevel="h2" />
      ) : (
        <div className="empty-note" role="status">
          <p>{t('search.noResults', { text })}</p>
          <p>{t('search.noResultsHint')}</p>
        </div>
      )}
      <Pagination page={results.page} size={results.size} totalElements={results.totalElements} href={href} />
    </PageFrame>
  );
}
