import type { GoldRecordType } from '@shop/domain/loyalty';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { goldLedger, goldPending, ranks, users } from '../../db/schema/index.ts';

/** The loyalty SQL: the balance moves only by conditional updates, beside its ledger row. */
export type LedgerRow = typeof goldLedger.$inferSelect;
export type PendingRow = typeof goldPending.$inferSelect;
export type RankRow = typeof ranks.$inferSelect;

/** Serialises the writers of one ledger key (a credit replayed at the same moment happens once). */
export async function lockKey(db: Db, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`gold:${key}`}, 0))`);
}

export async function findLedgerByKey(db: Db, key: string): Promise<LedgerRow | undefined> {
  const [row] = await db.select().from(goldLedger).where(eq(goldLedger.key, key)).limit(1);
  return row;
}

/**
 * Adds `amount` (signed) to the balance and `exps` to the experience, only if the balance stays >= 0 (the
 * CHECK users_total_point_ck is the last word). Answers the new values, or undefined when refused.
 */
export async function moveBalance(db: Db, userId: string, amount: number, exps: number) {
  const [row] = await db
    .update(users)
    .set({
      totalPoint: sql`${users.totalPoint} + ${amount}`,
      totalExps: sql`greatest(${users.totalExps} + ${exps}, 0)`,
    })
    .where(and(eq(users.id, userId), sql`${users.totalPoint} + ${amount} >= 0`))
    .returning({ totalPoint: users.totalPoint, totalExps: users.totalExps, ranking: users.ranking });
  return row;
}

export async function findBalance(db: Db, userId: string) {
  const [row] = await db
    .select({ totalPoint: users.totalPoint, totalExps: users.totalExps, ranking: users.ranking })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Locks the shopper's balance row until the transaction ends (a reversal sizes itself on it). */
export async function lockBalance(db: Db, userId: string) {
  const [row] = await db
    .select({ totalPoint: users.totalPoint })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function setRanking(db: Db, userId: string, ranking: number): Promise<void> {
  await db.update(users).set({ ranking }).where(eq(users.id, userId));
}

export interface LedgerInsert {
  userId: string;
  recordType: GoldRecordType;
  amount: number;
  balanceAfter: number;
  key: string;
  refEntityType?: string | null;
  refEntityId?: string | null;
  orderId?: string | null;
  productName?: string | null;
  productImage?: string | null;
  reason?: string | null;
  actorId?: string | null;
  createdAt: Date;
}

export async function insertLedger(db: Db, row: LedgerInsert): Promise<LedgerRow> {
  const [inserted] = await db.insert(goldLedger).values(row).returning();
  if (!inserted) throw new Error('ledger insert returned no row');
  return inserted;
}

export function findRanks(db: Db): Promise<RankRow[]> {
  return db.select().from(ranks).orderBy(asc(ranks.expTarget));
}

/** One shopper's ledger, newest first, optionally of one record type. */
export function findLedgerPage(
  db: Db,
  userId: string,
  opts: { recordType?: GoldRecordType; limit: number; offset: number },
) {
  const where = and(
    eq(goldLedger.userId, userId),
    opts.recordType ? eq(goldLedger.recordType, opts.recordType) : undefined,
  );
  return db
    .select()
    .from(goldLedger)
    .where(where)
    .orderBy(desc(goldLedger.createdAt), desc(goldLedger.id))
    .limit(opts.limit)
    .offset(opts.offset);
}

/** Count and signed sum of the shopper's ledger per record type. */
export function totalsByRecordType(db: Db, userId: string) {
  return db
    .select({
      recordType: goldLedger.recordType,
      count: sql<number>`count(*)::int`,
      sum: sql<number>`coalesce(sum(${goldLedger.amount}), 0)::int`,
    })
    .from(goldLedger)
    .where(eq(goldLedger.userId, userId))
    .groupBy(goldLedger.recordType);
}

export function findPendingOf(db: Db, userId: string) {
  return db
    .select()
    .from(goldPending)
    .where(and(eq(goldPending.userId, userId), eq(goldPending.status, 'PENDING')))
    .orderBy(desc(goldPending.createdAt));
}

export async function insertPending(
  db: Db,
  row: Omit<typeof goldPending.$inferInsert, 'id' | 'status' | 'settledAt'>,
): Promise<PendingRow | undefined> {
  const [inserted] = await db.insert(goldPending).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** Moves a pending row out of PENDING (to RELEASED or CANCELLED), only if it still is: the row, or undefined. */
export async function settlePending(
  db: Db,
  orderId: string,
  status: 'RELEASED' | 'CANCELLED',
  now: Date,
  dueBy?: Date,
): Promise<PendingRow | undefined> {
  const [row] = await db
    .update(goldPending)
    .set({ status, settledAt: now })
    .where(
      and(
        eq(goldPending.orderId, orderId),
        eq(goldPending.status, 'PENDING'),
        dueBy ? lte(goldPending.releaseAt, dueBy) : undefined,
      ),
    )
    .returning();
  return row;
}

export async function findPendingByOrder(db: Db, orderId: string): Promise<PendingRow | undefined> {
  const [row] = await db.select().from(goldPending).where(eq(goldPending.orderId, orderId)).limit(1);
  return row;
}

/** Orders whose return window ended, oldest first; locked without waiting on another worker's. */
export function findDuePending(db: Db, now: Date, limit: number): Promise<{ orderId: string }[]> {
  return db
    .select({ orderId: goldPending.orderId })
    .from(goldPending)
    .where(and(eq(goldPending.status, 'PENDING'), lte(goldPending.releaseAt, now)))
    .orderBy(asc(goldPending.releaseAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}
