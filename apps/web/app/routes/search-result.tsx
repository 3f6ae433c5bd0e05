import type { SearchResultPage } from '@shop/domain/search';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { ProductGrid } from '../features/catalog/components/product-grid.tsx';
import { SortSelect, searchSortParam } from '../features/catalog/components/sort-select.tsx';
import { getJson } from '../lib/api.server.ts';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { PageFrame } from '../shell/page-frame.tsx';
import { Pagination } from '../shell/pagination.tsx';
import { SearchForm } from '../shell/search-panel.tsx';
import type { Route } from './+types/search-result';

/** The API's limit on search text (SEARCH_TEXT_MAX); 12 cards a page like the store (spec 001 §9). */
const TEXT_MAX = 100;
const PAGE_SIZE = 12;
const MAX_PAGE = 10_000;

function pageParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PAGE) : 1;
}

/** /search/result?text=...&sortBy=NEWEST&page=N (spec 000 §2): GET /api/v1/search, 12 cards a page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const text = (params.get('text') ?? '').trim().slice(0, TEXT_MAX);
  const sortBy = searchSortParam(params.get('sortBy'));
  const page = pageParam(params.get('page'));
  const query = new URLSearchParams({ text, page: String(page), size: String(PAGE_SIZE), sortBy });
  const { body } = await getJson<SearchResultPage>(context.api, `/api/v1/search?${query}`);
  if (!body) throw data(null, { status: 503 });
  return { text, sortBy, results: body };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('search.resultTitle'), matches),
  NO_INDEX,
];

export default function SearchResult({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { text, sortBy, results } = loaderData;
  const href = (p: number) => {
    const q = new URLSearchParams({ text, sortBy });
    if (p > 1) q.set('page', String(p));
    return `/search/result?${q}`;
  };
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
        <p className="empty-note">{t('catalog.noProducts')}</p>
      )}
      <Pagination page={results.page} size={results.size} totalElements={results.totalElements} href={href} />
    </PageFrame>
  );
}
