import type { ReviewSort } from '@shop/domain/reviews';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { productVariants, reviews, users } from '../../../db/schema/index.ts';

const published = (productId: string): SQL =>
  and(eq(reviews.productId, productId), eq(reviews.status, 'PUBLISHED')) as SQL;

/** Published reviews of a product counted per star. */
export async function countRatings(
  db: Db,
  productId: string,
): Promise<Partial<Record<1 | 2 | 3 | 4 | 5, number>>> {
  const rows = await db
    .select({ rating: reviews.rating, n: count() })
    .from(reviews)
    .where(published(productId))
    .groupBy(reviews.rating);
  return Object.fromEntries(rows.map((r) => [r.rating, r.n]));
}

/** The order of each sort; newest first breaks every tie. */
function orderOf(sort: ReviewSort) {
  const newest = [desc(reviews.createdAt), desc(reviews.id)];
  if (sort === 'HIGHEST') return [desc(reviews.rating), ...newest];
  if (sort === 'LOWEST') return [asc(reviews.rating), ...newest];
  if (sort === 'WITH_PHOTOS') return [desc(sql`cardinality(${reviews.photos}) > 0`), ...newest];
  return newest;
}

/** A page of published reviews in the sort asked, with their authors (one statement) and the total. */
export async function findReviews(
  db: Db,
  productId: string,
  opts: { rating?: number; sort?: ReviewSort; limit: number; offset: number },
) {
  const where = opts.rating
    ? (and(published(productId), eq(reviews.rating, opts.rating)) as SQL)
    : published(productId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        message: reviews.message,
        photos: reviews.photos,
        photoThumbs: reviews.photoThumbs,
        fromOrder: sql<boolean>`(${reviews.orderId} is not null or ${reviews.orderLineId} is not null)`,
        createdAt: reviews.createdAt,
        fullName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
        avatarUrl: users.avatarUrl,
        variantId: productVariants.id,
        variantName: productVariants.name,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .leftJoin(productVariants, eq(productVariants.id, reviews.variantId))
      .where(where)
      .orderBy(...orderOf(opts.sort ?? 'NEWEST'))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
