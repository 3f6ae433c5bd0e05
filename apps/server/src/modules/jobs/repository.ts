import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { jobs } from '../../db/schema/index.ts';

/** The jobs module's SQL: enqueue, claim (FOR UPDATE SKIP LOCKED), finish, retry, prune, the staff view. */
export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  key?: string;
  maxAttempts?: number;
}

const DUE_AT_ONCE = new Date(0);

/** Inserts a job; a job with the same key is left as it is (the first one wins). */
export async function insertJob(db: Db | Tx, job: NewJob): Promise<void> {
  await jobInsert(db as Db).execute({
    kind: job.kind,
    payload: job.payload ?? {},
    key: job.key ?? null,
    maxAttempts: job.maxAttempts ?? 10,
    // Without a time it is due at once, whichever clock the claim reads (the app's; tests move it).
    runAt: job.runAt ?? DUE_AT_ONCE,
  });
}

// Every order enqueues its expiry (and mail, pushes): a prepared statement built once per connection.
const jobInsert = preparedPerDb((db) =>
  db
    .insert(jobs)
    .values({
      kind: sql.placeholder('kind'),
      payload: sql.placeholder('payload'),
      key: sql.placeholder('key'),
      maxAttempts: sql.placeholder('maxAttempts'),
      runAt: sql.placeholder('runAt'),
    })
    .onConflictDoNothing({ target: jobs.key })
    .prepare('jobs_insert'),
);

/** A recurring job exists once, under its own key; a changed period is taken over, the next run kept. */
export async function ensureRecurring(db: Db, kind: string, everyMs: number, now: Date): Promise<void> {
  await db
    .insert(jobs)
    .values({ kind, key: `recurring:${kind}`, everyMs, runAt: now, maxAttempts: 5 })
    .onConflictDoUpdate({
      target: jobs.key,
      set: { everyMs, status: 'PENDING' },
    });
}

/**
 * Takes up to `limit` due jobs for this worker until `now + leaseMs`. Rows another worker holds (locked in
 * its claim, or leased and not yet expired) are skipped, never waited for.
 */
export async function claimDueJobs(db: Db, now: Date, limit: number, leaseMs: number): Promise<JobRow[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const result = await db.execute(sql`
    with due as (
      select id from ${jobs}
      where status = 'PENDING' and run_at <= ${at}::timestamptz
        and (locked_until is null or locked_until <= ${at}::timestamptz)
      order by run_at, created_at
      limit ${limit}
      for update skip locked
    )
    update ${jobs} j set locked_until = ${until}::timestamptz, attempts = j.attempts + 1
    from due where j.id = due.id
    returning j.id, j.kind, j.payload, j.attempts, j.max_attempts as "maxAttempts", j.every_ms as "everyMs"`);
  const rows = (result as unknown as { rows?: Record<string, unknown>[] }).rows ?? [];
  return rows.map((r) => ({
    id: r.id as string,
    kind: r.kind as string,
    payload: (r.payload ?? {}) as Record<string, unknown>,
    attempts: Number(r.attempts),
    maxAttempts: Number(r.maxAttempts),
    everyMs: r.everyMs === null ? null : Number(r.everyMs),
  })) as JobRow[];
}

/** The claim still holds when nobody re-claimed the job after its lease ran out (attempts unchanged). */
const stillOurs = (job: Pick<JobRow, 'id' | 'attempts'>) =>
  and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts));

export async function finishJob(db: Db, job: JobRow, now: Date): Promise<void> {
  if (job.everyMs !== null) {
    await db
      .update(jobs)
      .set({ runAt: new Date(now.getTime() + job.everyMs), attempts: 0, lockedUntil: null, lastError: null })
      .where(stillOurs(job));
    return;
  }
  await db
    .update(jobs)
    .set({ status: 'DONE', lockedUntil: null, finishedAt: now, lastError: null })
    .where(stillOurs(job));
}

/** A failed run: again at `retryAt`, or DEAD once its attempts are spent (a recurring job just waits its period). */
export async function failJob(db: Db, job: JobRow, now: Date, retryAt: Date, error: string): Promise<void> {
  const spent = job.attempts >= job.maxAttempts;
  const lastError = error.slice(0, 2000);
  if (spent && job.everyMs !== null) {
    await db
      .update(jobs)
      .set({ runAt: new Date(now.getTime() + job.everyMs), attempts: 0, lockedUntil: null, lastError })
      .where(stillOurs(job));
  } else if (spent) {
    await db
      .update(jobs)
      .set({ status: 'DEAD', lockedUntil: null, finishedAt: now, lastError })
      .where(stillOurs(job));
  } else {
    await db.update(jobs).set({ runAt: retryAt, lockedUntil: null, lastError }).where(stillOurs(job));
  }
}

/** Finished jobs older than `before` go; their keys may then be used again. */
export async function pruneFinished(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'DONE'), lt(jobs.finishedAt, before)))
    .returning({ id: jobs.id });
  return gone.length;
}

export async function countByKindAndStatus(db: Db) {
  return db
    .select({ kind: jobs.kind, status: jobs.status, count: count() })
    .from(jobs)
    .groupBy(jobs.kind, jobs.status)
    .orderBy(jobs.kind, jobs.status);
}

export async function listDead(db: Db, limit: number) {
  return db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      key: jobs.key,
      attempts: jobs.attempts,
      lastError: jobs.lastError,
      finishedAt: jobs.finishedAt,
    })
    .from(jobs)
    .where(eq(jobs.status, 'DEAD'))
    .orderBy(desc(jobs.finishedAt))
    .limit(limit);
}

/** A DEAD job runs again now, with a fresh set of attempts. False when there is no such DEAD job. */
export async function reviveDead(db: Db, id: string, now: Date): Promise<boolean> {
  const revived = await db
    .update(jobs)
    .set({ status: 'PENDING', attempts: 0, runAt: now, lockedUntil: null, finishedAt: null })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'DEAD')))
    .returning({ id: jobs.id });
  return revived.length > 0;
}
