import type { Banner, CollabCard, HomeResponse } from '@shop/domain/content';
import type { AppContext } from '../../http/types.ts';
import { cachedJson, type JsonAnswer, loadProductCards, NO_STOCK, type StockUse } from '../catalog/index.ts';
import {
  findFeaturedCollabProducts,
  findHomeBanners,
  findHomeCollabs,
  findHomePage,
  findHomeProductIds,
  findSocialPosts,
} from './repository/home.ts';

/** The storefront reads the home page named `home` (spec 002 §7 "Home page configuration"). */
export const HOME_PAGE_SLUG = 'home';

const EMPTY: HomeResponse = {
  banners: [],
  newReleases: [],
  liveEvents: [],
  featuredCollabs: [],
  happyOwners: [],
};

/**
 * The home answer, serialised once and kept in the catalogue cache: every write to a table it is made of
 * bumps the catalogue version (migration 0008), a stock change of one of its cards drops it, and it expires
 * at the first countdown or sale boundary of its cards, so it is never staler than the catalogue's own
 * answers.
 */
export function getHomeAnswer(ctx: AppContext): Promise<JsonAnswer> {
  return cachedJson(ctx, 'home', () => loadHome(ctx));
}

/** The home page resolved to display data; collaborations without featured products are left out. */
async function loadHome(
  ctx: AppContext,
): Promise<{ value: HomeResponse; validUntil: number | null; stock: StockUse }> {
  const home = await findHomePage(ctx.db, HOME_PAGE_SLUG);
  if (!home) return { value: EMPTY, validUntil: null, stock: NO_STOCK };
  const [bannerRows, releaseIds, collabRows, happyOwners] = await Promise.all([
    findHomeBanners(ctx.db, home.id),
    findHomeProductIds(ctx.db, home.id),
    findHomeCollabs(ctx.db, home.id),
    findSocialPosts(ctx.db, home.id),
  ]);
  const featured = await findFeaturedCollabProducts(
    ctx.db,
    collabRows.map((c) => c.id),
  );
  // One card query for every product the page shows.
  const { cards, validUntil, stock } = await loadProductCards(ctx, [
    ...new Set([...releaseIds, ...featured.map((f) => f.productId)]),
  ]);
  const cardById = new Map(cards.map((c) => [c.id, c]));

  const toBanner = ({ section: _, ...b }: (typeof bannerRows)[number]) => b as Banner;
  const featuredCollabs: CollabCard[] = collabRows
    .map((c) => ({
      id: c.id,
      slug: c.slug,
      name: c.name,
      avatar: c.avatarUrl ? { imageUrl: c.avatarUrl } : null,
      shortDescription: c.shortDescription,
      featureCollabProducts: featured
        .filter((f) => f.collaboratorId === c.id)
        .flatMap((f) => cardById.get(f.productId) ?? []),
    }))
    .filter((c) => c.featureCollabProducts.length > 0);

  const value: HomeResponse = {
    banners: bannerRows.filter((b) => b.section === 'SLIDER').map(toBanner),
    newReleases: releaseIds.flatMap((id) => cardById.get(id) ?? []),
    liveEvents: bannerRows.filter((b) => b.section === 'LIVE_EVENT').map(toBanner),
    featuredCollabs,
    happyOwners,
  };
  return { value, validUntil, stock };
}
