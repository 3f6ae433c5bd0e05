import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { products } from '../../../db/schema/index.ts';

/**
 * Product pages for the sitemap: public ACTIVE and ARCHIVED products (the archive has pages too), with their
 * last change. Read-only and deliberately narrow: the catalogue owns products; once its index.ts exports a
 * slug listing, this moves behind it.
 */
export function findSitemapProducts(db: Db, limit: number) {
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(and(inArray(products.status, ['ACTIVE', 'ARCHIVED']), eq(products.privacy, 'PUBLIC')))
    .orderBy(asc(products.createdAt), asc(products.id))
    .limit(limit);
}
