import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  appConfig,
  banners,
  collaboratorProducts,
  collaborators,
  homePageBanners,
  homePageCollabs,
  homePageProducts,
  homePages,
  socialPosts,
  stores,
} from '../../../db/schema/index.ts';

const bannerColumns = {
  id: banners.id,
  name: banners.name,
  contentType: banners.contentType,
  imageLandscapeUrl: banners.imageLandscapeUrl,
  imagePortraitUrl: banners.imagePortraitUrl,
  extra: banners.extra,
};

export async function findHomePage(db: Db, slug: string) {
  const [row] = await db
    .select({ id: homePages.id })
    .from(homePages)
    .where(eq(homePages.slug, slug))
    .limit(1);
  return row;
}

/** Active banners of the home page's slider and live-event strip, in order. */
export function findHomeBanners(db: Db, homePageId: string) {
  return db
    .select({ section: homePageBanners.section, ...bannerColumns })
    .from(homePageBanners)
    .innerJoin(banners, eq(banners.id, homePageBanners.bannerId))
    .where(and(eq(homePageBanners.homePageId, homePageId), eq(banners.active, true)))
    .orderBy(asc(homePageBanners.section), asc(homePageBanners.position));
}

export async function findHomeProductIds(db: Db, homePageId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: homePageProducts.productId })
    .from(homePageProducts)
    .where(eq(homePageProducts.homePageId, homePageId))
    .orderBy(asc(homePageProducts.position));
  return rows.map((r) => r.productId);
}

export function findHomeCollabs(db: Db, homePageId: string) {
  return db
    .select({
      id: collaborators.id,
      slug: collaborators.slug,
      name: collaborators.name,
      avatarUrl: collaborators.avatarUrl,
      shortDescription: collaborators.shortDescription,
    })
    .from(homePageCollabs)
    .innerJoin(collaborators, eq(collaborators.id, homePageCollabs.collaboratorId))
    .where(eq(homePageCollabs.homePageId, homePageId))
    .orderBy(asc(homePageCollabs.position));
}

/** Featured products of the given collaborators, in each one's order. */
export function findFeaturedCollabProducts(db: Db, collaboratorIds: string[]) {
  if (collaboratorIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      collaboratorId: collaboratorProducts.collaboratorId,
      productId: collaboratorProducts.productId,
    })
    .from(collaboratorProducts)
    .where(
      and(
        inArray(collaboratorProducts.collaboratorId, collaboratorIds),
        eq(collaboratorProducts.featured, true),
      ),
    )
    .orderBy(asc(collaboratorProducts.position));
}

export function findSocialPosts(db: Db, homePageId: string) {
  return db
    .select({ link: socialPosts.link, description: socialPosts.description, image: socialPosts.imageUrl })
    .from(socialPosts)
    .where(eq(socialPosts.homePageId, homePageId))
    .orderBy(asc(socialPosts.position));
}

/** The shell settings of the (first) store; one store per deployment for now. */
export async function findAppConfig(db: Db) {
  const [row] = await db
    .select({
      storeId: stores.id,
      globalMessageContent: appConfig.globalMessageContent,
      socialLinks: appConfig.socialLinks,
    })
    .from(stores)
    .leftJoin(appConfig, eq(appConfig.storeId, stores.id))
    .orderBy(asc(stores.createdAt), asc(stores.id))
    .limit(1);
  return row;
}
