import type { ProductCard as Card, ProductDetail, ProductVariant } from '@shop/domain/catalog';
import type { ReviewPage, ReviewSort, ReviewSummary as Summary } from '@shop/domain/reviews';
import { lazy, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Deferred } from '../../../shell/deferred.tsx';
import type { FetchReviews } from '../api/reviews.ts';
import { choose, findVariant, pickerModel, selectionOf } from '../lib/option-picker.ts';
import { defaultVariant } from '../lib/product-detail.ts';
import { BuyButton } from './buy-box.tsx';
import { EventLabel } from './event-label.tsx';
import { tagClass } from './product-card.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { Hashtags, RichText } from './product-info.tsx';
import { ProductPrice } from './product-price.tsx';
import type { RenderReviewPhotos } from './product-reviews.tsx';
import { StickyBuyBar } from './sticky-buy-bar.tsx';
import { OptionPicker, VariantPrice } from './variant-picker.tsx';
import { WishlistToggle } from './wishlist-toggle.tsx';

// Below the fold: its code (reviews, carousels, the copy sections) is not needed to buy.
const ProductBelowFold = lazy(() =>
  import('./product-below-fold.tsx').then((m) => ({ default: m.ProductBelowFold })),
);

interface ProductDetailViewProps {
  product: ProductDetail;
  /** The cart's add of the chosen variant (composed by the route: features do not import each other). */
  onBuy?: (variant: ProductVariant, buyNow: boolean) => Promise<unknown>;
  /** More buying choices beside the main button (the cart's BUNDLE OFFERS). */
  buyExtras?: ReactNode;
  reviewSummary: Summary;
  reviews: ReviewPage;
  /** The order of `reviews` (NEWEST unless the address asked for another). */
  reviewSort?: ReviewSort;
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
  reviewSort,
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
      {/* Rendered by the server with the rest; in the browser its code loads after the route's and React
          hydrates it on its own, after the buy box (shell/deferred.tsx). */}
      <Deferred>
        <ProductBelowFold
          product={product}
          reviewSummary={reviewSummary}
          reviews={reviews}
          reviewSort={reviewSort}
          fetchReviews={fetchReviews}
          recommended={recommended}
          related={related}
          renderReviewPhotos={renderReviewPhotos}
        />
      </Deferred>
      <StickyBuyBar watch={actions}>
        <div className="pdp-bar__price">{price}</div>
        {buy}
      </StickyBuyBar>
    </div>
  );
}
