import { and, eq, inArray } from 'drizzle-orm';
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

/** The review of an order line, locked for this transaction (concurrent saves of it wait). */
export async function lockLineReview(tx: Db, lineId: string): Promise<ReviewRow | undefined> {
  const [row] = await tx.select().from(reviews).where(eq(reviews.orderLineId, lineId)).for('update');
  return row;
}

/** A new review; undefined when another save of the same line inserted first (the unique order line). */
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
