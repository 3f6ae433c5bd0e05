import type { ProductCard as Card } from '@shop/domain/catalog';
import { ProductCard } from './product-card.tsx';

interface ProductGridProps {
  products: readonly Card[];
  /** How many cards from the top load their image at once (the rest load lazily). */
  eagerCount?: number;
  label?: string;
  /** 'fluid' fills the column it is put in (as in a collaboration) instead of the page's 2-4 columns. */
  variant?: 'page' | 'fluid';
  /** h2 when the grid sits right under the page's h1, h3 under a section title. */
  headingLevel?: 'h2' | 'h3';
}

/** A responsive grid of product cards: 2 columns on phones, up to 4 on wide screens. */
export function ProductGrid({
  products,
  eagerCount = 0,
  label,
  variant = 'page',
  headingLevel = 'h3',
}: ProductGridProps) {
  return (
    <ul className={variant === 'fluid' ? 'pgrid pgrid--fluid' : 'pgrid'} aria-label={label}>
      {products.map((card, i) => (
        <li key={card.id}>
          <ProductCard
            card={card}
            eager={i < eagerCount}
            // The first row on a phone holds the page's largest paint: its images are asked for first.
            preload={i < Math.min(2, eagerCount)}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
