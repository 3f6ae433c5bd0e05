import type { ProductCard as Card, ProductDetail } from '@shop/domain/catalog';
import type { ReviewPage, ReviewSort, ReviewSummary as Summary } from '@shop/domain/reviews';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { FetchReviews } from '../api/reviews.ts';
import { Carousel, type CarouselKind } from './carousel.tsx';
import { ProductCard } from './product-card.tsx';
import { Collaborators, ProductSections } from './product-info.tsx';
import { type RenderReviewPhotos, ReviewFeed, ReviewSummary } from './product-reviews.tsx';

export interface BelowFoldProps {
  product: ProductDetail;
  reviewSummary: Summary;
  reviews: ReviewPage;
  reviewSort?: ReviewSort;
  fetchReviews: FetchReviews;
  recommended: readonly Card[];
  related: readonly Card[];
  /** The photos of a review, drawn by the route (the media feature's strip and viewer). */
  renderReviewPhotos?: RenderReviewPhotos;
}

/** A titled carousel of product cards: recommended products, or related deals (these play on their own). */
function ProductCarousel({
  kind,
  title,
  cards,
}: {
  kind: CarouselKind;
  title: string;
  cards: readonly Card[];
}) {
  const id = useId();
  if (cards.length === 0) return null;
  return (
    <section className={`pdp__carousel pdp__${kind}`} aria-labelledby={id}>
      <h2 id={id} className="pdp__h2">
        {title}
      </h2>
      <Carousel
        kind={kind}
        labelledBy={id}
        autoplay={kind === 'related'}
        items={cards.map((card) => ({ key: card.id, node: <ProductCard card={card} /> }))}
      />
    </section>
  );
}

/**
 * What a phone shows under the gallery and the buy box: the copy sections, collaborators, reviews and the
 * two carousels. Loaded as a chunk of its own (product-detail-view.tsx) and hydrated after the buy box.
 */
export function ProductBelowFold({
  product,
  reviewSummary,
  reviews,
  reviewSort,
  fetchReviews,
  recommended,
  related,
  renderReviewPhotos,
}: BelowFoldProps) {
  const { t } = useTranslation();
  return (
    <>
      <ProductSections product={product} />
      <Collaborators collaborators={product.collaborators} />
      <section className="pdp__reviews" aria-labelledby="pdp-reviews">
        <h2 id="pdp-reviews" className="pdp__h2">
          {t('product.reviews')}
        </h2>
        <ReviewSummary summary={reviewSummary} />
        <ReviewFeed
          first={reviews}
          sort={reviewSort}
          fetchPage={fetchReviews}
          renderPhotos={renderReviewPhotos}
        />
      </section>
      <ProductCarousel kind="recommended" title={t('product.related')} cards={recommended} />
      <ProductCarousel kind="related" title={t('product.relatedDeals')} cards={related} />
    </>
  );
}
