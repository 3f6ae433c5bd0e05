import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

/** The mail module's SQL: the outbox. */
export type OutboxRow = typeof mailOutbox.$inferSelect;

export async function insertMail(db: Db, row: typeof mailOutbox.$inferInsert): Promise<OutboxRow> {
  const [inserted] = await db.insert(mailOutbox).values(row).returning();
  return inserted!;
}

/**
 * Claims up to `limit` QUEUED mails that are due and not leased to another worker: each is leased until
 * `leaseUntil` and its attempt counted, in one statement. `FOR UPDATE SKIP LOCKED`: workers of several
 * instances claiming at once each get other rows, never the same one.
 */
export async function claimDueMail(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const due = sql`select ${mailOutbox.id} from ${mailOutbox}
    where ${mailOutbox.status} = 'QUEUED' and ${mailOutbox.nextAttemptAt} <= ${at}
      and (${mailOutbox.lockedUntil} is null or ${mailOutbox.lockedUntil} < ${at})
    order by ${mailOutbox.nextAttemptAt}
    limit ${limit}
    for update skip locked`;
  return db
    .update(mailOutbox)
    .set({ lockedUntil: leaseUntil, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(sql`${mailOutbox.id} in (${due})`)
    .returning();
}

// Only the worker holding the lease (the attempt it counted) may settle a mail.
const leased = (row: Pick<OutboxRow, 'id' | 'attempts'>) =>
  and(eq(mailOutbox.id, row.id), eq(mailOutbox.attempts, row.attempts), eq(mailOutbox.status, 'QUEUED'));

export async function markSent(db: Db, row: Pick<OutboxRow, 'id' | 'attempts'>, at: Date): Promise<void> {
  // The body held a code; once delivered there is no reason to keep it.
  await db
    .update(mailOutbox)
    .set({ status: 'SENT', sentAt: at, text: null, html: null, lockedUntil: null, error: null })
    .where(leased(row));
}

/** A failed attempt: tried again at `nextAttemptAt`, or FAILED for good when that is null. */
export async function markAttemptFailed(
  db: Db,
  row: Pick<OutboxRow, 'id' | 'attempts'>,
  error: string,
  nextAttemptAt: Date | null,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      error: error.slice(0, 500),
      lockedUntil: null,
      ...(nextAttemptAt ? { nextAttemptAt } : { status: 'FAILED', nextAttemptAt: null }),
    })
    .where(leased(row));
}

export async function listMail(db: Db, opts: { to?: string; offset: number; limit: number }) {
  const where = opts.to ? sql`lower(${mailOutbox.to}) = ${opts.to.toLowerCase()}` : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt))
      .offset(opts.offset)
      .limit(opts.limit),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
