import type { ProductCard as Card, ProductDetail, ProductVariant } from '@shop/domain/catalog';
import type { ReviewPage, ReviewSummary as Summary } from '@shop/domain/reviews';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { FetchReviews } from '../api/reviews.ts';
import { choose, findVariant, pickerModel, selectionOf } from '../lib/option-picker.ts';
import { defaultVariant } from '../lib/product-detail.ts';
import { BuyButton } from './buy-box.tsx';
import { Carousel, type CarouselKind } from './carousel.tsx';
import { EventLabel } from './event-label.tsx';
import { ProductCard, tagClass } from './product-card.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { Collaborators, Hashtags, ProductSections, RichText } from './product-info.tsx';
import { ProductPrice } from './product-price.tsx';
import { type RenderReviewPhotos, ReviewFeed, ReviewSummary } from './product-reviews.tsx';
import { StickyBuyBar } from './sticky-buy-bar.tsx';
import { OptionPicker, VariantPrice } from './variant-picker.tsx';
import { WishlistToggle } from './wishlist-toggle.tsx';

interface ProductDetailViewProps {
  product: ProductDetail;
  /** The cart's add of the chosen variant (composed by the route: features do not import each other). */
  onBuy?: (variant: ProductVariant, buyNow: boolean) => Promise<unknown>;
  /** More buying choices beside the main button (the cart's BUNDLE OFFERS). */
  buyExtras?: ReactNode;
  reviewSummary: Summary;
  reviews: ReviewPage;
  fetchReviews: FetchReviews;
  /** A review's photos, with the media feature's viewer (composed by the route). */
  renderReviewPhotos?: RenderReviewPhotos;
  recommended: readonly Card[];
  related: readonly Card[];
}

/** Gallery of the product's own images, else its cover; option and variant images follow when they add any. */
function galleryImages(product: ProductDetail): string[] {
  const urls = product.images.map((i) => i.imageUrl);
  if (urls.length === 0 && product.image) urls.push(product.image.imageUrl);
  const more = [
    ...product.variants.map((v) => v.image?.imageUrl),
    ...product.attributes.flatMap((a) => a.options.map((o) => o.image?.imageUrl)),
  ];
  for (const url of more) if (url && !urls.includes(url)) urls.push(url);
  return urls;
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
 * The product page (spec 000 §2-§4, 002 §3): gallery, buy box with the option picker, copy, collaborators,
 * reviews, then the recommended carousel and the related deals.
 */
export function ProductDetailView({
  product,
  onBuy,
  buyExtras,
  reviewSummary,
  reviews,
  fetchReviews,
  renderReviewPhotos,
  recommended,
  related,
}: ProductDetailViewProps) {
  const { t } = useTranslation();
  const [model] = useState(() => pickerModel(product));
  const [selection, setSelection] = useState(() => selectionOf(model, defaultVariant(product.variants)));
  const variant = findVariant(model, selection);
  const tag = product.productTag ?? (product.tag ? { name: product.tag, style: 'default' } : null);
  const display = product.quantityDisplaySetting;
  // Ours: a drop's limit per customer, the chosen variant's own when tighter (the cart enforces it).
  const limits = [product.maxPerCustomer, variant?.maxPerCustomer ?? null].filter((n) => n !== null);
  const limit = limits.length > 0 ? Math.min(...limits) : null;
  const actions = useRef<HTMLDivElement>(null);
  const price = variant ? (
    <VariantPrice variant={variant} display={display} />
  ) : (
    <ProductPrice price={product.prices} />
  );
  const buy = (
    <BuyButton
      product={product}
      variant={variant}
      onBuy={variant && onBuy ? (now) => onBuy(variant, now) : undefined}
    />
  );
  return (
    <div className="pdp">
      <div className="pdp__top">
        <ProductGallery
          name={product.name}
          images={galleryImages(product)}
          selected={variant?.image?.imageUrl}
        />
        <div className="pdp__buy">
          {tag && <span className={tagClass(tag.style)}>{tag.name}</span>}
          {product.subName && <p className="pdp__subname">{product.subName}</p>}
          {/* The chosen variant's own price and stock once there is one; announced as it changes. */}
          <div className="pdp__price" aria-live="polite">
            {price}
          </div>
          <EventLabel card={product} showEnd />
          <RichText html={product.shortInfo} className="rich pdp__short" />
          <OptionPicker
            model={model}
            selection={selection}
            display={display}
            onChoose={(attributeId, optionId) =>
              setSelection(choose(model, selection, attributeId, optionId))
            }
          />
          <div className="pdp__actions" ref={actions}>
            {buy}
            {/* Keyed by the server's answer: signing in revalidates the page and the heart follows. */}
            <WishlistToggle
              key={String(product.favorite)}
              productId={product.id}
              favorite={product.favorite}
            />
          </div>
          {limit !== null && <p className="pdp__limit">{t('catalog.limitPerCustomer', { count: limit })}</p>}
          {buyExtras}
          <Hashtags tags={product.hashtags} />
        </div>
      </div>
      <ProductSections product={product} />
      <Collaborators collaborators={product.collaborators} />
      <section className="pdp__reviews" aria-labelledby="pdp-reviews">
        <h2 id="pdp-reviews" className="pdp__h2">
          {t('product.reviews')}
        </h2>
        <ReviewSummary summary={reviewSummary} />
        <ReviewFeed first={reviews} fetchPage={fetchReviews} renderPhotos={renderReviewPhotos} />
      </section>
      <ProductCarousel kind="recommended" title={t('product.related')} cards={recommended} />
      <ProductCarousel kind="related" title={t('product.relatedDeals')} cards={related} />
      <StickyBuyBar watch={actions}>
        <div className="pdp-bar__price">{price}</div>
        {buy}
      </StickyBuyBar>
    </div>
  );
}
