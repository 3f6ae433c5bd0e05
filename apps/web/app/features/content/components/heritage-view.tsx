import type { ProductCard } from '@shop/domain/catalog';
import type { HeritageResponse } from '@shop/domain/content';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { BannerSlider } from './banner-slider.tsx';

interface HeritageViewProps {
  heritage: HeritageResponse;
  /** Draws product cards (the route composes the catalog's grid). */
  renderProducts: (products: ProductCard[]) => ReactNode;
}

/**
 * The heritage page (spec 002 §3): event banners, the event's products, then the archive by year in
 * "reversed order" — newest year first, as the API already sends it (see the content module's README).
 */
export function HeritageView({ heritage, renderProducts }: HeritageViewProps) {
  const { t } = useTranslation();
  const id = useId();
  const { eventBanners, eventProducts, archivedProductsByYear } = heritage;
  const empty =
    eventBanners.length === 0 && eventProducts.length === 0 && archivedProductsByYear.length === 0;
  if (empty) return <p className="empty-note">{t('heritage.empty')}</p>;
  return (
    <div className="heritage">
      {eventBanners.length > 0 && <BannerSlider banners={eventBanners} />}
      {eventProducts.length > 0 && (
        <section aria-labelledby={`${id}-event`} className="heritage__event">
          <h2 id={`${id}-event`} className="article__h2">
            {t('heritage.eventProducts')}
          </h2>
          {renderProducts(eventProducts)}
        </section>
      )}
      {archivedProductsByYear.length > 0 && (
        <section aria-labelledby={`${id}-archive`} className="heritage__archive">
          <h2 id={`${id}-archive`} className="article__h2">
            {t('heritage.archive')}
          </h2>
          {archivedProductsByYear.map(({ year, products }) => (
            <section key={year} className="year-group" aria-labelledby={`${id}-y${year}`}>
              <h3 id={`${id}-y${year}`} className="year-group__title">
                {year}
              </h3>
              {renderProducts(products)}
            </section>
          ))}
        </section>
      )}
    </div>
  );
}
