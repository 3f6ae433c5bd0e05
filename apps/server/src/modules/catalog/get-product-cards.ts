import type { ProductCard, ProductStatus } from '@shop/domain/catalog';
import type { AppContext } from '../../http/types.ts';
import { cardsValidUntil, toProductCard } from './product-card.ts';
import { findProductCards } from './repository/cards.ts';
import { NO_STOCK, type StockUse } from './stock-index.ts';

/**
 * Cards for curated lists (new releases, featured collab products, the wishlist), in the order of `ids`.
 * Products that are not public or not in one of `statuses` (default ACTIVE) are skipped rather than shown
 * stale.
 */
export async function getProductCards(
  ctx: AppContext,
  ids: readonly string[],
  opts: { statuses?: readonly ProductStatus[] } = {},
): Promise<ProductCard[]> {
  return (await loadProductCards(ctx, ids, opts)).cards;
}

/**
 * The same cards, the first instant (epoch ms) one of them changes by the clock, and the stock they show
 * (their products': stock never decides which are shown), for caches.
 */
export async function loadProductCards(
  ctx: AppContext,
  ids: readonly string[],
  opts: { statuses?: readonly ProductStatus[] } = {},
): Promise<{ cards: ProductCard[]; validUntil: number | null; stock: StockUse }> {
  if (ids.length === 0) return { cards: [], validUntil: null, stock: NO_STOCK };
  const now = ctx.now();
  const rows = await findProductCards(
    ctx.db,
    now,
    { statuses: opts.statuses ?? ['ACTIVE'], ids },
    { sort: 'NEWEST', limit: ids.length, offset: 0 },
  );
  const byId = new Map(rows.map((r) => [r.id, toProductCard(r, now)]));
  return {
    cards: ids.flatMap((id) => byId.get(id) ?? []),
    validUntil: cardsValidUntil(rows, now),
    stock: { products: [...ids] },
  };
}

/** Cards of ACTIVE or ARCHIVED public products (heritage archive, collaboration pages), in `ids` order. */
export function getProductCardsWithArchived(ctx: AppContext, ids: readonly string[]): Promise<ProductCard[]> {
  return getProductCards(ctx, ids, { statuses: ['ACTIVE', 'ARCHIVED'] });
}
