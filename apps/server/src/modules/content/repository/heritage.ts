import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  banners,
  heritageArchivedProducts,
  heritageBanners,
  heritageEventProducts,
  heritages,
} from '../../../db/schema/index.ts';

/** The heritage decoration page's SQL. */
export async function findHeritage(db: Db, slug: string) {
  const [row] = await db
    .select({ id: heritages.id, title: heritages.title })
    .from(heritages)
    .where(eq(heritages.slug, slug))
    .limit(1);
  return row;
}

export function findHeritageBanners(db: Db, heritageId: string) {
  return db
    .select({
      id: banners.id,
      name: banners.name,
      contentType: banners.contentType,
      imageLandscapeUrl: banners.imageLandscapeUrl,
      imagePortraitUrl: banners.imagePortraitUrl,
      extra: banners.extra,
    })
    .from(heritageBanners)
    .innerJoin(banners, eq(banners.id, heritageBanners.bannerId))
    .where(and(eq(heritageBanners.heritageId, heritageId), eq(banners.active, true)))
    .orderBy(asc(heritageBanners.position), asc(banners.id));
}

/** The archive, newest year first (the spec's "reversed order"), then the curated order within a year. */
export function findArchivedProductLinks(db: Db, heritageId: string) {
  const h = heritageArchivedProducts;
  return db
    .select({ productId: h.productId, year: h.year })
    .from(h)
    .where(eq(h.heritageId, heritageId))
    .orderBy(desc(h.year), asc(h.position), asc(h.productId));
}

export async function findEventProductIds(db: Db, heritageId: string): Promise<string[]> {
  const h = heritageEventProducts;
  const rows = await db
    .select({ productId: h.productId })
    .from(h)
    .where(eq(h.heritageId, heritageId))
    .orderBy(asc(h.position), asc(h.productId));
  return rows.map((r) => r.productId);
}
