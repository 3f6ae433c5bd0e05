import type { BannerPlacement } from '@shop/domain/content';
import { and, asc, count, countDistinct, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { banners, collaboratorProducts, collaborators, products } from '../../../db/schema/index.ts';

/** Collaborations, collaboration banners and the heritage/collab product links' SQL. */
const listColumns = {
  id: collaborators.id,
  slug: collaborators.slug,
  name: collaborators.name,
  avatarUrl: collaborators.avatarUrl,
  logoUrl: collaborators.logoUrl,
  shortDescription: collaborators.shortDescription,
  bannerText: collaborators.bannerText,
  link: collaborators.link,
};

export async function findCollaboratorsPage(db: Db, page: { offset: number; limit: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(collaborators)
      .orderBy(asc(collaborators.position), asc(collaborators.slug))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(collaborators),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findCollaboratorBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(collaborators).where(eq(collaborators.slug, slug)).limit(1);
  return row;
}

export interface CollabProductLink {
  collaboratorId: string;
  productId: string;
  year: number;
  featured: boolean;
  releaseDate: Date | null;
}

/** Product links of the given collaborators: newest year first, then each artist's own order. */
export function findCollabProductLinks(
  db: Db,
  collaboratorIds: string[],
  opts: { featuredOnly?: boolean } = {},
): Promise<CollabProductLink[]> {
  if (collaboratorIds.length === 0) return Promise.resolve([]);
  const cp = collaboratorProducts;
  return db
    .select({
      collaboratorId: cp.collaboratorId,
      productId: cp.productId,
      year: cp.year,
      featured: cp.featured,
      // Read-only: the card itself comes from the catalogue; only the release date it lacks is read here.
      releaseDate: products.releaseDate,
    })
    .from(cp)
    .innerJoin(products, eq(products.id, cp.productId))
    .where(
      and(inArray(cp.collaboratorId, collaboratorIds), opts.featuredOnly ? eq(cp.featured, true) : undefined),
    )
    .orderBy(desc(cp.year), asc(cp.position), asc(cp.productId));
}

/** Per release year: how many collaborators released something and how many products. Newest first. */
export function findCollabMilestones(db: Db) {
  const cp = collaboratorProducts;
  return db
    .select({
      year: cp.year,
      partners: countDistinct(cp.collaboratorId),
      projects: count(),
    })
    .from(cp)
    .groupBy(cp.year)
    .orderBy(desc(cp.year));
}

/** Active banners of a placement, in the staff's order. */
export function findBannersByPlacement(db: Db, placement: BannerPlacement) {
  return db
    .select({
      id: banners.id,
      name: banners.name,
      contentType: banners.contentType,
      imageLandscapeUrl: banners.imageLandscapeUrl,
      imagePortraitUrl: banners.imagePortraitUrl,
      extra: banners.extra,
    })
    .from(banners)
    .where(and(eq(banners.placement, placement), eq(banners.active, true)))
    .orderBy(asc(banners.position), asc(banners.id));
}

/** Every collaboration's slug and last change, for the sitemap. */
export function findCollaboratorSlugs(db: Db) {
  return db
    .select({ slug: collaborators.slug, updatedAt: collaborators.updatedAt })
    .from(collaborators)
    .orderBy(asc(collaborators.position), asc(collaborators.slug));
}
