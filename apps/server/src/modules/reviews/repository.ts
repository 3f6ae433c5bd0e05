import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviewModeration, reviews } from '../../db/schema/index.ts';

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;

/** The shopper's reviews of these order lines. */
export function findLineReviews(db: Db, userId: string, lineIds: readonly string[]): Promise<ReviewRow[]> {
  if (lineIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(reviews)
    .where(and(eq(reviews.userId, userId), inArray(reviews.orderLineId, [...lineIds])));
}

/**
 * Serialises the saves of one order line's review until the transaction ends, taken before any other lock:
 * the review row cannot be locked while it does not exist yet, and a save that found no row would otherwise
 * take the media claim's lock before the review row while one that found it takes them the other way round
 * (a deadlock, seen as a 500 under parallel PUBLISHes).
 */
export async function lockLine(tx: Db, lineId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`reviews:line:${lineId}`}, 0))`);
}

/** The review of an order line, locked for this transaction (concurrent saves of it wait). */
export async function lockLineReview(tx: Db, lineId: string): Promise<ReviewRow | undefined> {
  const [row] = await tx.select().from(reviews).where(eq(reviews.orderLineId, lineId)).for('update');
  return row;
}

/** A new review; undefined when the line already has one (the unique order line). */
export async function insertReview(tx: Db, values: NewReview): Promise<ReviewRow | undefined> {
  const [row] = await tx
    .insert(reviews)
    .values(values)
    .onConflictDoNothing({ target: reviews.orderLineId })
    .returning();
  return row;
}

export async function updateReview(tx: Db, id: string, set: Partial<NewReview>): Promise<ReviewRow> {
  const [row] = await tx.update(reviews).set(set).where(eq(reviews.id, id)).returning();
  return row!;
}

export async function lockReview(tx: Db, id: string): Promise<ReviewRow | undefined> {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
  return row;
}

export async function insertModeration(
  tx: Db,
  values: { reviewId: string; action: 'HIDE' | 'RESTORE'; reason: string; actorId: string; at: Date },
): Promise<void> {
  await tx.insert(reviewModeration).values(values);
}

export function findModeration(db: Db, reviewId: string) {
  return db.select().from(reviewModeration).where(eq(reviewModeration.reviewId, reviewId));
}
