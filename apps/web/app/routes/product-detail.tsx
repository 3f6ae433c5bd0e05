import type { ProductCard, ProductDetailResponse, RelatedProductsResponse } from '@shop/domain/catalog';
import type { ReviewPage } from '@shop/domain/reviews';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { ProductDetailView } from '../features/catalog/components/product-detail-view.tsx';
import { productJsonLd } from '../features/catalog/lib/product-detail.ts';
import { plainText } from '../features/catalog/lib/rich-text.ts';
import { getJson } from '../lib/api.server.ts';
import { titleMeta } from '../lib/meta.ts';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/product-detail';

export const REVIEWS_SHOWN = 5;
const RELATED_SHOWN = 8;

/** Bundle partners and deals first, then the API's recommendations, each product once. */
function relatedCards(deals: readonly ProductCard[], recommended: readonly ProductCard[], selfId: string) {
  const seen = new Set([selfId]);
  const out: ProductCard[] = [];
  for (const card of [...deals, ...recommended]) {
    if (seen.has(card.id)) continue;
    seen.add(card.id);
    out.push(card);
  }
  return out.slice(0, RELATED_SHOWN);
}

/** A product that does not exist is the not-found page (spec 001 §8), with HTTP 404. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const key = encodeURIComponent(params.slug);
  const [result, reviews, related] = await Promise.all([
    context.api.request<ProductDetailResponse>('GET', `/api/v1/products/${key}`),
    getJson<ReviewPage>(context.api, `/api/v1/products/${key}/reviews?page=1&size=${REVIEWS_SHOWN}`),
    getJson<RelatedProductsResponse>(context.api, `/api/v1/products/${key}/related?size=6`),
  ]);
  if (result.status === 404) throw data(null, { status: 404 });
  if (result.status !== 200) throw data(null, { status: 503 });
  const { product, reviewSummary, recommendedProducts } = result.body;
  const url = new URL(`/product/${encodeURIComponent(product.slug)}`, request.url).href;
  return {
    product,
    reviewSummary,
    reviews: reviews.body?.contents ?? [],
    related: relatedCards(related.body?.contents ?? [], recommendedProducts, product.id),
    url,
  };
}

export const meta: Route.MetaFunction = ({ matches, data: loaded }) => {
  if (!loaded) return titleMeta('', matches);
  const { product, url } = loaded;
  const description = plainText(product.description) || plainText(product.shortInfo) || undefined;
  const cover = product.images[0]?.imageUrl ?? product.image?.imageUrl;
  const image = cover ? new URL(cover, url).href : undefined;
  return [
    ...titleMeta(product.name, matches, description),
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: product.name },
    ...(description ? [{ property: 'og:description', content: description }] : []),
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { property: 'og:url', content: url },
    { tagName: 'link', rel: 'canonical', href: url },
    { 'script:ld+json': productJsonLd(product, url) },
  ];
};

export default function ProductDetailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { product, reviewSummary, reviews, related } = loaderData;
  const crumbs = [
    { label: t('pages.product.title'), to: '/product' },
    ...(product.mainCategory ? [{ label: product.mainCategory.name }] : []),
    { label: product.name },
  ];
  return (
    <PageFrame title={product.name} crumbs={crumbs}>
      <ProductDetailView
        key={product.id}
        product={product}
        reviewSummary={reviewSummary}
        reviews={reviews}
        related={related}
      />
    </PageFrame>
  );
}
