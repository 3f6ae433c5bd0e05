import type { ProductCard, ProductDetailResponse, RelatedProductsResponse } from '@shop/domain/catalog';
import type { ReviewPage } from '@shop/domain/reviews';
import { useEffect } from 'react';
import { data, useNavigate } from 'react-router';
import { trackBuilt } from '../features/analytics/lib/track.ts';
import { BundleOffersButton } from '../features/cart/components/bundle-offers.tsx';
import { buyVariant } from '../features/cart/lib/buy.ts';
import { REVIEW_PAGE_SIZE, reviewSortOf, reviewsOf } from '../features/catalog/api/reviews.ts';
import { ProductDetailView } from '../features/catalog/components/product-detail-view.tsx';
import { buyButtonState, productJsonLd } from '../features/catalog/lib/product-detail.ts';
import { plainText } from '../features/catalog/lib/rich-text.ts';
import { PhotoStrip } from '../features/media/components/photo-strip.tsx';
import { getJson } from '../lib/api.server.ts';
import { titleMeta } from '../lib/meta.ts';
import { absoluteUrl, canonicalMeta, configOf } from '../lib/seo.tsx';
import { useRootData } from '../lib/session.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/product-detail';

/** Related deals: the carousel shows 2 or 3 (spec 000 §9) and loops, so a few more. */
const RELATED_SIZE = 6;

/** Each card once, and not the product itself. */
function others(cards: readonly ProductCard[], exclude: ReadonlySet<string>) {
  const seen = new Set(exclude);
  return cards.filter((card) => !seen.has(card.id) && seen.add(card.id));
}

const EMPTY_REVIEWS: ReviewPage = { contents: [], page: 1, size: REVIEW_PAGE_SIZE, totalElements: 0 };

/**
 * An unknown product, or a key the API refuses (blank, over 200 characters: 400), is the not-found page
 * with HTTP 404 (spec 001 §8). Recommended products and related deals are two carousels; a deal that is
 * already recommended is shown once, among the deals.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const key = encodeURIComponent(params.slug);
  const reviewSort = reviewSortOf(new URL(request.url).searchParams.get('reviewSort'));
  const [result, reviews, related] = await Promise.all([
    context.api.request<ProductDetailResponse>('GET', `/api/v1/products/${key}`),
    getJson<ReviewPage>(
      context.api,
      `/api/v1/products/${key}/reviews?page=1&size=${REVIEW_PAGE_SIZE}&sortBy=${reviewSort}`,
    ),
    getJson<RelatedProductsResponse>(context.api, `/api/v1/products/${key}/related?size=${RELATED_SIZE}`),
  ]);
  if (result.status === 404 || result.status === 400) throw data(null, { status: 404 });
  if (result.status !== 200) throw data(null, { status: 503 });
  const { product, reviewSummary, recommendedProducts } = result.body;
  const deals = others(related.body?.contents ?? [], new Set([product.id]));
  const dealIds = new Set([product.id, ...deals.map((c) => c.id)]);
  return {
    product,
    reviewSummary,
    reviews: reviews.body ?? EMPTY_REVIEWS,
    reviewSort,
    recommended: others(recommendedProducts, dealIds),
    related: deals,
  };
}

/** Every absolute URL on the shop's public address (lib/seo.tsx), never the request's Host. */
export const meta: Route.MetaFunction = ({ matches, data: loaded }) => {
  if (!loaded) return titleMeta('', matches);
  const { product } = loaded;
  const { publicUrl } = configOf(matches);
  const path = `/product/${encodeURIComponent(product.slug)}`;
  const url = absoluteUrl(publicUrl, path);
  const description = plainText(product.description) || plainText(product.shortInfo) || undefined;
  const cover = product.images[0]?.imageUrl ?? product.image?.imageUrl;
  const image = cover ? absoluteUrl(publicUrl, cover) : null;
  return [
    ...titleMeta(product.name, matches, description),
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: product.name },
    ...(description ? [{ property: 'og:description', content: description }] : []),
    ...(image ? [{ property: 'og:image', content: image }] : []),
    ...canonicalMeta(publicUrl, path),
    ...(url ? [{ 'script:ld+json': productJsonLd(product, url) }] : []),
  ];
};

export default function ProductDetailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { product, reviewSummary, reviews, reviewSort, recommended, related } = loaderData;
  const { user } = useRootData();
  const navigate = useNavigate();
  // view_item (spec 002 §5), once per product shown; nothing leaves before the shopper's consent.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one event per product, not per re-render
  useEffect(() => void trackBuilt((a) => a.itemsEvent('view_item', [a.productItem(product)])), [product.id]);
  // The bundle popup's main button follows the product's (any variant in stock makes it available).
  const inStock = product.variants.find((v) => v.inventory.available > 0) ?? null;
  const main = buyButtonState(product, product.eventState, inStock);
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
        onBuy={(variant, buyNow) =>
          buyVariant(
            {
              name: product.name,
              passwordProtected: product.isCheckoutPasswordProtected,
              buyNow,
              signedIn: user !== null,
              navigate,
            },
            { variantId: variant.id, quantity: 1 },
          )
        }
        buyExtras={
          <BundleOffersButton
            product={{
              id: product.id,
              slug: product.slug,
              name: product.name,
              totalBundles: product.totalBundles,
              label: main.label,
              disabled: main.disabled || main.distributor,
            }}
          />
        }
        reviewSummary={reviewSummary}
        reviews={reviews}
        reviewSort={reviewSort}
        fetchReviews={reviewsOf(product.slug)}
        // A review's photos: small renditions in the strip, the large ones in the full-screen viewer.
        renderReviewPhotos={(photos) => (
          <PhotoStrip
            photos={photos.map((p) => ({ imageUrl: p.imageUrl, thumbnailUrl: p.thumbnailUrl ?? p.imageUrl }))}
          />
        )}
        recommended={recommended}
        related={related}
      />
    </PageFrame>
  );
}
