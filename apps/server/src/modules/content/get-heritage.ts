import type { ProductCard } from '@shop/domain/catalog';
import type { Banner, HeritageResponse } from '@shop/domain/content';
import type { AppContext } from '../../http/types.ts';
import { getProductCardsWithArchived } from '../catalog/index.ts';
import {
  findArchivedProductLinks,
  findEventProductIds,
  findHeritage,
  findHeritageBanners,
} from './repository/heritage.ts';
import { groupByYear } from './to-collab.ts';

/** The storefront's /heritage reads the heritage page named `heritage`. */
export const HERITAGE_SLUG = 'heritage';

/**
 * The heritage page (spec 002 §3): event banners, the archive by year NEWEST YEAR FIRST (our reading of the
 * spec's "shown in reversed order") and the event products. Without a configured page, empty sections.
 */
export async function getHeritage(ctx: AppContext): Promise<HeritageResponse> {
  const heritage = await findHeritage(ctx.db, HERITAGE_SLUG);
  if (!heritage) {
    return { id: null, title: '', eventBanners: [], archivedProductsByYear: [], eventProducts: [] };
  }
  const [bannerRows, archived, eventIds] = await Promise.all([
    findHeritageBanners(ctx.db, heritage.id),
    findArchivedProductLinks(ctx.db, heritage.id),
    findEventProductIds(ctx.db, heritage.id),
  ]);
  // One card query for both sections.
  const cards = await getProductCardsWithArchived(ctx, [
    ...new Set([...archived.map((a) => a.productId), ...eventIds]),
  ]);
  const cardById = new Map<string, ProductCard>(cards.map((c) => [c.id, c]));
  const archivedCards = archived.flatMap((a) => {
    const card = cardById.get(a.productId);
    return card ? [{ year: a.year, card }] : [];
  });
  return {
    id: heritage.id,
    title: heritage.title,
    eventBanners: bannerRows as Banner[],
    archivedProductsByYear: groupByYear(archivedCards).map((g) => ({
      year: g.year,
      products: g.products.map((p) => p.card),
    })),
    eventProducts: eventIds.flatMap((id) => cardById.get(id) ?? []),
  };
}
