import type { ProductCardPage, ProductPrice } from '@shop/domain/catalog';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Picture, SIZES } from '../../../shell/picture.tsx';
import { defaultSort, searchProductHref } from '../lib/search-url.ts';

/** The header panel shows this many results (spec 000 §9), asked for once typing pauses this long. */
export const PREVIEW_SIZE = 3;
export const PREVIEW_DEBOUNCE_MS = 300;

export type SearchFetcher = (text: string) => Promise<ProductCardPage | null>;

/**
 * Live results of the search panel (spec 000 §2): a Product list of up to 3 products (name, option count,
 * price) — with empty text too (the newest) — and View more when there are more. View more goes to
 * /search/product (000 §2), which goes on with the same products in the same order.
 * Asks after typing pauses; late answers to an older text are dropped. The price is drawn by the caller
 * (the catalogue's price line), since features do not import each other.
 */
export function SearchPreview({
  text,
  search,
  renderPrice,
  onNavigate,
}: {
  text: string;
  search: SearchFetcher;
  renderPrice: (price: ProductPrice) => ReactNode;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [result, setResult] = useState<{ text: string; page: ProductCardPage } | null>(null);
  const query = text.trim();

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      search(query).then((page) => {
        if (current && page) setResult({ text: query, page });
      });
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, search]);

  if (!result || result.text !== query) return null;
  const { contents, totalElements } = result.page;
  if (contents.length === 0)
    return (
      <p className="search-preview__empty" role="status">
        {t('search.noResults', { text: query })}
      </p>
    );
  return (
    <section className="search-preview" aria-labelledby={titleId}>
      <h3 id={titleId} className="search-preview__title">
        {t('search.productList')}
      </h3>
      <ul>
        {contents.slice(0, PREVIEW_SIZE).map((card) => (
          <li key={card.id} className="search-preview__item">
            {card.image ? (
              <Picture
                src={card.image.imageUrl}
                sizes={SIZES.thumb}
                alt=""
                width={56}
                height={56}
                loading="lazy"
              />
            ) : (
              <span className="search-preview__noimg" />
            )}
            <div>
              <Link to={`/product/${encodeURIComponent(card.slug)}`} onClick={onNavigate}>
                {card.name}
              </Link>
              <p className="search-preview__options">{t('catalog.options', { count: card.totalVariant })}</p>
            </div>
            {renderPrice(card.price)}
          </li>
        ))}
      </ul>
      {totalElements > PREVIEW_SIZE && (
        <Link
          className="btn btn--ghost search-preview__more"
          to={searchProductHref({ text: query, sortBy: defaultSort('product', query), page: 1 })}
          onClick={onNavigate}
        >
          {t('search.viewMore')}
        </Link>
      )}
    </section>
  );
}
