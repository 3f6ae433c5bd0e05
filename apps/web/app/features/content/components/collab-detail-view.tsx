import type { CollaboratorDetail, CollabProduct } from '@shop/domain/content';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Picture, SIZES } from '../../../shell/picture.tsx';
import { formatCount } from '../lib/format-count.ts';

const STORY = ['feature', 'project', 'concept', 'makingOf'] as const;

interface CollabDetailViewProps {
  collab: CollaboratorDetail;
  /** Draws product cards (the route composes the catalog's grid; features do not import each other). */
  renderProducts: (products: CollabProduct[]) => ReactNode;
}

/**
 * A collaboration (spec 002 §3): banner, the artist, impact figures, the story sections (sanitised HTML
 * from the API), then the products — by release year, newest first, when the display mode is
 * YEARLY_GROUP, else one grid.
 */
export function CollabDetailView({ collab, renderProducts }: CollabDetailViewProps) {
  const { t, i18n } = useTranslation();
  const productsId = useId();
  const yearly = collab.displayMode === 'YEARLY_GROUP';
  const figures = [
    { key: 'totalSold', value: collab.impact.totalSold },
    { key: 'soldOldTime', value: collab.impact.soldOldTime },
    { key: 'facebookReact', value: collab.impact.facebookReact },
  ] as const;
  return (
    <div className="collab-detail">
      {collab.bannerImageUrl && (
        <Picture
          className="collab-detail__banner"
          src={collab.bannerImageUrl}
          sizes={SIZES.wide}
          alt=""
          width={1440}
          height={480}
          fetchPriority="high"
        />
      )}
      <header className="collab-detail__intro">
        {(collab.logo ?? collab.avatar?.imageUrl) && (
          <img
            className="collab-detail__logo"
            src={collab.logo ?? collab.avatar?.imageUrl}
            alt=""
            width={96}
            height={96}
          />
        )}
        <div>
          {collab.bannerText && <p className="collab-detail__tagline">{collab.bannerText}</p>}
          {collab.link && (
            <a href={collab.link} target="_blank" rel="noopener noreferrer" className="btn btn--ghost">
              {t('collab.visitArtist', { name: collab.name })}
            </a>
          )}
        </div>
      </header>
      <dl className="impact">
        {figures.map((f) => (
          <div key={f.key} className="impact__item">
            <dt>{t(`collab.impact.${f.key}`)}</dt>
            <dd>{formatCount(f.value, i18n.language)}</dd>
          </div>
        ))}
      </dl>
      <div className="collab-detail__story">
        {STORY.filter((key) => collab[key]).map((key) => (
          <section key={key} className="collab-detail__section" aria-labelledby={`${productsId}-${key}`}>
            <h2 id={`${productsId}-${key}`} className="article__h2">
              {t(`collab.story.${key}`)}
            </h2>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API (content/sanitize-html.ts). */}
            <div className="rich" dangerouslySetInnerHTML={{ __html: collab[key] }} />
          </section>
        ))}
      </div>
      <section aria-labelledby={productsId} className="collab-detail__products">
        <h2 id={productsId} className="article__h2">
          {t('collab.products')}
        </h2>
        {yearly ? (
          collab.productsByYear.map(({ year, products }) => (
            <section key={year} className="year-group" aria-labelledby={`${productsId}-y${year}`}>
              <h3 id={`${productsId}-y${year}`} className="year-group__title">
                {year}
              </h3>
              {renderProducts(products)}
            </section>
          ))
        ) : collab.products.length > 0 ? (
          renderProducts(collab.products)
        ) : (
          <p className="empty-note">{t('collab.noProducts')}</p>
        )}
      </section>
    </div>
  );
}
