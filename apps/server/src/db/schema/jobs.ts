import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, timestamptz } from './columns.ts';

export const JOB_STATUSES = ['PENDING', 'DONE', 'DEAD'] as const;

/**
 * The shop's background work (modules/jobs/README.md): one row per job, claimed with FOR UPDATE SKIP LOCKED
 * so that several server instances never run one job twice at once. A job is enqueued in the transaction of
 * the change that causes it. `key` makes enqueueing idempotent; `every_ms` marks a recurring job.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').notNull().default('PENDING'),
    runAt: timestamptz('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    everyMs: integer('every_ms'),
    /** A claimed job belongs to its worker until then; after it, another worker may take it again. */
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    uniqueIndex('jobs_key_uq').on(t.key),
    index('jobs_due_idx').on(t.runAt).where(sql`status = 'PENDING'`),
    index('jobs_finished_idx').on(t.finishedAt).where(sql`status = 'DONE'`),
    check('jobs_status_ck', oneOf(t.status, JOB_STATUSES)),
    check('jobs_attempts_ck', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
  ],
);
