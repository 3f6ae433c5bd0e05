import type { ProductCardPage } from '@shop/domain/catalog';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductPrice } from './product-price.tsx';

/** The header panel shows this many results (spec 000 §9), asked for once typing pauses this long. */
export const PREVIEW_SIZE = 3;
export const PREVIEW_DEBOUNCE_MS = 300;

export type SearchFetcher = (text: string) => Promise<ProductCardPage | null>;

/**
 * Live results of the search panel (spec 000 §2): up to 3 products (name, option count, price) and
 * View more to /search/product?text= when there are more. Asks after typing pauses; late answers to an
 * older text are dropped.
 */
export function SearchPreview({
  text,
  search,
  onNavigate,
}: {
  text: string;
  search: SearchFetcher;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
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
  if (contents.length === 0) return <p className="search-preview__empty">{t('catalog.noProducts')}</p>;
  return (
    <section className="search-preview" aria-label={t('search.productList')}>
      <h3 className="search-preview__title">{t('search.productList')}</h3>
      <ul>
        {contents.slice(0, PREVIEW_SIZE).map((card) => (
          <li key={card.id} className="search-preview__item">
            {card.image && <img src={card.image.imageUrl} alt="" width={56} height={56} loading="lazy" />}
            <div>
              <Link to={`/product/${encodeURIComponent(card.slug)}`} onClick={onNavigate}>
                {card.name}
              </Link>
              <p className="search-preview__options">{t('catalog.options', { count: card.totalVariant })}</p>
            </div>
            <ProductPrice price={card.price} />
          </li>
        ))}
      </ul>
      {totalElements > PREVIEW_SIZE && (
        <Link
          className="btn btn--ghost search-preview__more"
          to={`/search/product?text=${encodeURIComponent(query)}`}
          onClick={onNavigate}
        >
          {t('search.viewMore')}
        </Link>
      )}
    </section>
  );
}
