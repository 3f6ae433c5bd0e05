import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { productSubscriptions, products } from '../../../db/schema/index.ts';
import { PAGE_STATUSES } from './detail.ts';

const WISHLIST = 'WISHLIST';

/** Adds or removes a product from the shopper's wishlist; both are idempotent. */
export async function setWishlisted(db: Db, userId: string, productId: string, flag: boolean): Promise<void> {
  if (flag) {
    await db.insert(productSubscriptions).values({ userId, productId, kind: WISHLIST }).onConflictDoNothing();
    return;
  }
  await db
    .delete(productSubscriptions)
    .where(
      and(
        eq(productSubscriptions.userId, userId),
        eq(productSubscriptions.kind, WISHLIST),
        eq(productSubscriptions.productId, productId),
      ),
    );
}

export async function isWishlisted(db: Db, userId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ productId: productSubscriptions.productId })
    .from(productSubscriptions)
    .where(
      and(
        eq(productSubscriptions.userId, userId),
        eq(productSubscriptions.kind, WISHLIST),
        eq(productSubscriptions.productId, productId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

// Only products that still have a page count: a wishlisted product turned draft drops out of the list.
const visible = (userId: string) =>
  and(
    eq(productSubscriptions.userId, userId),
    eq(productSubscriptions.kind, WISHLIST),
    inArray(products.status, [...PAGE_STATUSES]),
    eq(products.privacy, 'PUBLIC'),
  );

/** The shopper's wishlisted product ids, latest first, and how many there are. */
export async function findWishlist(
  db: Db,
  userId: string,
  opts: { limit: number; offset: number },
): Promise<{ ids: string[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: productSubscriptions.productId })
      .from(productSubscriptions)
      .innerJoin(products, eq(products.id, productSubscriptions.productId))
      .where(visible(userId))
      .orderBy(desc(productSubscriptions.createdAt), desc(productSubscriptions.productId))
      .limit(opts.limit)
      .offset(opts.offset),
    db
      .select({ n: count() })
      .from(productSubscriptions)
      .innerJoin(products, eq(products.id, productSubscriptions.productId))
      .where(visible(userId)),
  ]);
  return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
}
