import { ProductGrid } from '../features/catalog/components/product-grid.tsx';
import { loadSearchPage } from '../features/search/api/search-page.ts';
import { SearchResults } from '../features/search/components/search-results.tsx';
import { searchProductHref } from '../features/search/lib/search-url.ts';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import { Pagination } from '../shell/pagination.tsx';
import { SearchForm } from '../shell/search-panel.tsx';
import type { Route } from './+types/search-product';

/**
 * /search/product?text=...&sortBy=...&page=N: where View more of the header panel leads (spec 000 §2). The
 * products found for the text, as the panel found them (archive included, best match first), paged and
 * sortable. The search box here submits to /search/result like every search box.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadSearchPage(context.api, request.url, 'product');
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('pages.searchProduct.title'), matches),
  NO_INDEX,
];

export default function SearchProduct({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { text, sortBy, results } = loaderData;
  return (
    <PageFrame
      title={t('pages.searchProduct.title')}
      lead={text ? t('search.resultFor', { text }) : undefined}
      crumbs={[{ label: t('search.title'), to: '/search' }, { label: t('pages.searchProduct.title') }]}
      aside={<p className="page__meta">{t('catalog.productCount', { count: results.totalElements })}</p>}
    >
      <SearchForm key={text} defaultValue={text} />
      <SearchResults
        action="/search/product"
        text={text}
        sortBy={sortBy}
        results={results}
        grid={<ProductGrid products={results.contents} eagerCount={4} headingLevel="h2" />}
      />
      <Pagination
        page={results.page}
        size={results.size}
        totalElements={results.totalElements}
        href={(page) => searchProductHref({ text, sortBy, page })}
      />
    </PageFrame>
  );
}
