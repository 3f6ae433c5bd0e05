import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { mailOutbox } from '../../db/schema/index.ts';

/** The mail module's SQL: the outbox. */
export type OutboxRow = typeof mailOutbox.$inferSelect;

export async function insertMail(
  db: Db,
  row: { to: string; subject: string; kind: string; text: string; html: string; status: string },
): Promise<{ id: string }> {
  const [inserted] = await mailInsert(db).execute({
    to: row.to,
    subject: row.subject,
    kind: row.kind,
    text: row.text,
    html: row.html,
    status: row.status,
  });
  return inserted!;
}

// Every order writes its e-mails: a prepared statement built once per connection (db/prepared.ts).
const mailInsert = preparedPerDb((db) =>
  db
    .insert(mailOutbox)
    .values({
      to: sql.placeholder('to'),
      subject: sql.placeholder('subject'),
      kind: sql.placeholder('kind'),
      text: sql.placeholder('text'),
      html: sql.placeholder('html'),
      status: sql.placeholder('status'),
    })
    .returning({ id: mailOutbox.id })
    .prepare('mail_insert'),
);

export async function findMail(db: Db, id: string): Promise<OutboxRow | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}

/** The error of a failed try; the mail stays QUEUED for the next one. */
export async function noteMailError(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ error: error.slice(0, 500) })
    .where(eq(mailOutbox.id, id));
}

export async function markSent(db: Db, id: string, at: Date): Promise<void> {
  // The body held a code; once delivered there is no reason to keep it.
  await db
    .update(mailOutbox)
    .set({ status: 'SENT', sentAt: at, text: null, html: null, error: null })
    .where(eq(mailOutbox.id, id));
}

export async function markFailed(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'FAILED', error: error.slice(0, 500) })
    .where(eq(mailOutbox.id, id));
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
