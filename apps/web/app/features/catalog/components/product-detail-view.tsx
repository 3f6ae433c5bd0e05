import type { ProductCard as Card, ProductDetail } from '@shop/domain/catalog';
import type { Review, ReviewSummary as Summary } from '@shop/domain/reviews';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultVariant } from '../lib/product-detail.ts';
import { BuyButton } from './buy-box.tsx';
import { EventLabel } from './event-label.tsx';
import { tagClass } from './product-card.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { ProductGrid } from './product-grid.tsx';
import { Collaborators, Hashtags, ProductSections, RichText } from './product-info.tsx';
import { ProductPrice } from './product-price.tsx';
import { ReviewList, ReviewSummary } from './product-reviews.tsx';
import { VariantPicker, VariantPrice } from './variant-picker.tsx';
import { WishlistToggle } from './wishlist-toggle.tsx';

interface ProductDetailViewProps {
  product: ProductDetail;
  reviewSummary: Summary;
  reviews: readonly Review[];
  related: readonly Card[];
}

/** Gallery of the product's own images, else its cover; variant images follow when they add any. */
function galleryImages(product: ProductDetail): string[] {
  const urls = product.images.map((i) => i.imageUrl);
  if (urls.length === 0 && product.image) urls.push(product.image.imageUrl);
  for (const v of product.variants)
    if (v.image && !urls.includes(v.image.imageUrl)) urls.push(v.image.imageUrl);
  return urls;
}

/** The product page (spec 000 §2-§4): gallery, buy box, copy, collaborators, reviews and related products. */
export function ProductDetailView({ product, reviewSummary, reviews, related }: ProductDetailViewProps) {
  const { t } = useTranslation();
  const [variantId, setVariantId] = useState(() => defaultVariant(product.variants)?.id ?? null);
  const variant = product.variants.find((v) => v.id === variantId) ?? null;
  const tag = product.productTag ?? (product.tag ? { name: product.tag, style: 'default' } : null);
  return (
    <div className="pdp">
      <div className="pdp__top">
        <ProductGallery name={product.name} images={galleryImages(product)} />
        <div className="pdp__buy">
          {tag && <span className={tagClass(tag.style)}>{tag.name}</span>}
          {product.subName && <p className="pdp__subname">{product.subName}</p>}
          {/* The chosen option's own price and stock once there is one; announced as it changes. */}
          <div className="pdp__price" aria-live="polite">
            {variant ? <VariantPrice variant={variant} /> : <ProductPrice price={product.prices} />}
          </div>
          <EventLabel card={product} />
          <RichText html={product.shortInfo} className="rich pdp__short" />
          <VariantPicker variants={product.variants} selectedId={variantId} onSelect={setVariantId} />
          <div className="pdp__actions">
            <BuyButton product={product} variant={variant} />
            {/* Keyed by the server's answer: signing in revalidates the page and the heart follows. */}
            <WishlistToggle
              key={String(product.favorite)}
              productId={product.id}
              favorite={product.favorite}
            />
          </div>
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
        <ReviewList reviews={reviews} />
      </section>
      {related.length > 0 && (
        <section className="pdp__related" aria-labelledby="pdp-related">
          <h2 id="pdp-related" className="pdp__h2">
            {t('product.related')}
          </h2>
          <ProductGrid products={related} />
        </section>
      )}
    </div>
  );
}
