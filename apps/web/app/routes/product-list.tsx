import {
  type CategoryList,
  correctListSearch,
  type ListFilters,
  listApiQuery,
  listFiltersSearch,
  type ProductCardPage,
  readListFilters,
} from '@shop/domain/catalog';
import { data, redirect } from 'react-router';
import { ListSortSelect } from '../features/catalog/components/list-sort-select.tsx';
import { ProductFilters } from '../features/catalog/components/product-filters.tsx';
import { ProductGrid } from '../features/catalog/components/product-grid.tsx';
import { getJson } from '../lib/api.server.ts';
import { t as translate } from '../lib/i18n.ts';
import { titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import { Pagination } from '../shell/pagination.tsx';
import type { Route } from './+types/product-list';

/**
 * /product: filters, sort and paging all live in the address (`@shop/domain/catalog` list-url). A bad or
 * untidy address is corrected with a redirect to its canonical form, and so is a page past the last one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const corrected = correctListSearch(url.search);
  if (corrected !== null) throw redirect(`/product${corrected}`);
  const filters = readListFilters(url.searchParams);
  const [list, categories] = await Promise.all([
    getJson<ProductCardPage>(context.api, `/api/v1/products?${listApiQuery(filters)}`),
    getJson<CategoryList>(context.api, '/api/v1/categories'),
  ]);
  if (!list.body) throw data(null, { status: 503 });
  const lastPage = Math.max(1, Math.ceil(list.body.totalElements / filters.size));
  if (filters.page > lastPage) throw redirect(`/product${listFiltersSearch({ ...filters, page: lastPage })}`);
  return { filters, list: list.body, categories: categories.body?.contents ?? [] };
}

export const meta: Route.MetaFunction = ({ matches, data: loaded }) =>
  titleMeta(
    loaded && loaded.list.page > 1
      ? `${translate('pages.product.title')} · ${translate('paging.page', { page: loaded.list.page })}`
      : translate('pages.product.title'),
    matches,
    translate('pages.product.lead'),
  );

const pageHref = (filters: ListFilters) => (page: number) =>
  `/product${listFiltersSearch({ ...filters, page })}`;

export default function ProductList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { filters, list, categories } = loaderData;
  const { contents, page, size, totalElements } = list;
  return (
    <PageFrame
      title={t('pages.product.title')}
      lead={t('pages.product.lead')}
      aside={<p className="page__meta">{t('catalog.productCount', { count: totalElements })}</p>}
    >
      <div className="store">
        <div className="store__bar">
          <ProductFilters filters={filters} categories={categories} />
          <ListSortSelect filters={filters} />
        </div>
        <div className="store__results">
          {contents.length > 0 ? (
            <ProductGrid products={contents} eagerCount={4} headingLevel="h2" />
          ) : (
            <p className="empty-note">{t('productList.empty')}</p>
          )}
          <Pagination page={page} size={size} totalElements={totalElements} href={pageHref(filters)} />
        </div>
      </div>
    </PageFrame>
  );
}
