import type { ProductCard as Card } from '@shop/domain/catalog';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Picture, SIZES } from '../../../shell/picture.tsx';
import { stockBadge } from '../lib/price-display.ts';
import { EventLabel } from './event-label.tsx';
import { ProductPrice } from './product-price.tsx';

const KNOWN_TAG_STYLES = new Set(['hot', 'new', 'limited', 'sale', 'exclusive', 'restock', 'preorder']);

/** The tag's style is a css-ish name chosen by staff; unknown names get the neutral look. */
export function tagClass(style: string): string {
  const name = style.toLowerCase().replace(/[^a-z0-9-]/g, '');
  return `tag tag--${KNOWN_TAG_STYLES.has(name) ? name : 'default'}`;
}

export const CARD_IMAGE_SIZE = 600;

interface ProductCardProps {
  card: Card;
  /** Above the fold: load the image at once instead of lazily. */
  eager?: boolean;
  /** The page's largest paint may be this image: asked for from the document's head (shell/picture.tsx). */
  preload?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** Product card of spec 000 §3-§4, linking to /product/{slug}. */
export function ProductCard({
  card,
  eager = false,
  preload = false,
  headingLevel: Heading = 'h3',
}: ProductCardProps) {
  const { t } = useTranslation();
  const badge = stockBadge(card);
  const href = `/product/${encodeURIComponent(card.slug)}`;
  return (
    <article className={badge === 'outOfStock' ? 'pcard pcard--out' : 'pcard'}>
      <div className="pcard__media">
        {card.image ? (
          <Picture
            src={card.image.imageUrl}
            sizes={SIZES.card}
            priority={preload}
            alt=""
            width={CARD_IMAGE_SIZE}
            height={CARD_IMAGE_SIZE}
            loading={eager ? 'eager' : 'lazy'}
            // Above the fold, the image is the page's largest paint: fetched first and shown with the frame
            // that is ready for it, not after a separate decode.
            fetchPriority={eager ? 'high' : undefined}
            decoding={eager ? 'sync' : 'async'}
          />
        ) : (
          <span className="pcard__placeholder" aria-hidden="true">
            {card.name.slice(0, 1)}
          </span>
        )}
        <div className="pcard__badges">
          {card.productTag && <span className={tagClass(card.productTag.style)}>{card.productTag.name}</span>}
          {badge && <span className={`stock stock--${badge}`}>{t(`catalog.${badge}`)}</span>}
        </div>
        <EventLabel card={card} />
      </div>
      <div className="pcard__body">
        <Heading className="pcard__name">
          <Link to={href} prefetch="intent">
            {card.name}
          </Link>
        </Heading>
        {card.totalVariant > 0 && (
          <p className="pcard__options">{t('catalog.options', { count: card.totalVariant })}</p>
        )}
        <ProductPrice price={card.price} />
      </div>
    </article>
  );
}
