import type { ProductCard as Card } from '@shop/domain/catalog';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { toasts } from '../../../lib/toast-store.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { setWishlisted } from '../api/wishlist.ts';
import { stockBadge } from '../lib/price-display.ts';
import { ProductCard } from './product-card.tsx';

interface WishlistListProps {
  cards: readonly Card[];
  /** After a removal the page reloads its list (the count and the pages change). */
  onRemoved: () => void;
  /** More buttons per product, before REMOVE: the cart's ADD TO CART once the cart exists. */
  actions?: (card: Card) => ReactNode;
}

/**
 * The account area's wishlist: each saved product as its card (picture, price as the store shows it, the
 * event's countdown or state, OUT OF STOCK / LOW STOCK), its stock in words, and REMOVE. An empty list
 * says so and leads to the store.
 */
export function WishlistList({ cards, onRemoved, actions }: WishlistListProps) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<string | null>(null);

  async function remove(card: Card) {
    setRemoving(card.id);
    const result = await setWishlisted(card.id, false);
    setRemoving(null);
    if (result.status !== 200) return; // the API client said why
    toasts.show({ type: 'success', message: t('wishlist.removed') });
    onRemoved();
  }

  if (cards.length === 0) {
    return (
      <div className="wishlist-empty">
        <p>{t('wishlist.empty')}</p>
        <Link to="/product" className="btn btn--accent">
          {t('wishlist.browse')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="wishlist">
      {cards.map((card) => {
        const badge = stockBadge(card);
        return (
          <li key={card.id} className="wishlist__item">
            <ProductCard card={card} />
            <p className={`wishlist__stock wishlist__stock--${badge ?? 'inStock'}`}>
              {t(`catalog.${badge ?? 'inStock'}`)}
            </p>
            <div className="wishlist__actions">
              {actions?.(card)}
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                onClick={() => remove(card)}
                disabled={removing === card.id}
                aria-label={t('wishlist.removeLabel', { name: card.name })}
              >
                {t('wishlist.removeItem')}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
