import type { ProductCard } from '@shop/domain/catalog';
import type { CollabCard } from '@shop/domain/content';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Featured collaborations: each collaborator with its featured products. The products are drawn by the
 * caller (the route composes the catalog's cards; this feature does not import another one).
 */
export function FeaturedCollabs({
  collabs,
  renderProducts,
}: {
  collabs: readonly CollabCard[];
  renderProducts: (products: ProductCard[], collab: CollabCard) => ReactNode;
}) {
  return (
    <div className="collabs">
      {collabs.map((collab) => (
        <article key={collab.id} className="collab">
          <header className="collab__head">
            {collab.avatar && (
              <img
                className="collab__avatar"
                src={collab.avatar.imageUrl}
                alt=""
                width={56}
                height={56}
                loading="lazy"
              />
            )}
            <div>
              <h3 className="collab__name">
                <Link to={`/collab/${encodeURIComponent(collab.slug)}`}>{collab.name}</Link>
              </h3>
              {collab.shortDescription && <p className="collab__desc">{collab.shortDescription}</p>}
            </div>
          </header>
          {renderProducts(collab.featureCollabProducts, collab)}
        </article>
      ))}
    </div>
  );
}
