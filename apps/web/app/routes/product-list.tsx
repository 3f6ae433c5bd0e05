import type { ProductCardPage } from '@shop/domain/catalog';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { ProductGrid } from '../features/catalog/components/product-grid.tsx';
import { getJson } from '../lib/api.server.ts';
import { t as translate } from '../lib/i18n.ts';
import { titleMeta } from '../lib/meta.ts';
import { PageFrame } from '../shell/page-frame.tsx';
import { Pagination } from '../shell/pagination.tsx';
import type { Route } from './+types/product-list';

/** Listing defaults of spec 001 §9: page 1, size 12. */
export const PAGE_SIZE = 12;
const MAX_PAGE = 10_000;

export function pageParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PAGE) : 1;
}

/** GET /api/v1/products?page=&size=12 -> { contents: ProductCard[], page, size, totalElements }. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageParam(new URL(request.url).searchParams.get('page'));
  const { body } = await getJson<ProductCardPage>(
    context.api,
    `/api/v1/products?page=${page}&size=${PAGE_SIZE}`,
  );
  if (!body) throw data(null, { status: 503 });
  return body;
}

export const meta: Route.MetaFunction = ({ matches, data: list }) =>
  titleMeta(
    list && list.page > 1
      ? `${translate('pages.product.title')} · ${translate('paging.page', { page: list.page })}`
      : translate('pages.product.title'),
    matches,
    translate('pages.product.lead'),
  );

export default function ProductList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { contents, page, size, totalElements } = loaderData;
  return (
    <PageFrame
      title={t('pages.product.title')}
      lead={t('pages.product.lead')}
      aside={<p className="page__meta">{t('catalog.productCount', { count: totalElements })}</p>}
    >
      {contents.length > 0 ? (
        <ProductGrid products={contents} eagerCount={4} headingLevel="h2" />
      ) : (
        <p className="empty-note">{t('catalog.noProducts')}</p>
      )}
      <Pagination
        page={page}
        size={size}
        totalElements={totalElements}
        href={(p) => (p === 1 ? '/product' : `/product?page=${p}`)}
      />
    </PageFrame>
  );
}
