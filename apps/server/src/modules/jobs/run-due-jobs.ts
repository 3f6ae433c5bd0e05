import type { AppContext } from '../../http/types.ts';
import { type JobHandler, registryOf } from './handlers.ts';
import { claimDueJobs, ensureRecurring, failJob, finishJob, type JobRow } from './repository.ts';

/** Exponential backoff: 2 s, 4 s, 8 s... up to an hour between tries. */
export function retryDelayMs(attempt: number): number {
  return Math.min(2 ** attempt * 1_000, 3_600_000);
}

/** Queues every recurring job of the registered modules (idempotent: once per kind). */
export async function scheduleRecurring(ctx: AppContext, now = ctx.now()): Promise<void> {
  for (const r of registryOf(ctx).recurring) await ensureRecurring(ctx.db, r.kind, r.everyMs, now);
}

async function runOne(
  ctx: AppContext,
  handlers: Map<string, JobHandler>,
  row: JobRow,
  now: () => Date,
): Promise<'done' | 'failed'> {
  const handler = handlers.get(row.kind);
  try {
    if (!handler) throw new Error(`no handler for the job kind ${row.kind}`);
    await handler(ctx, { id: row.id, kind: row.kind, payload: row.payload, attempts: row.attempts });
    await finishJob(ctx.db, row, now());
    return 'done';
  } catch (err) {
    const at = now();
    const message = err instanceof Error ? err.message : String(err);
    ctx.log.warn({ err, jobId: row.id, kind: row.kind, attempt: row.attempts }, 'job failed');
    await failJob(ctx.db, row, at, new Date(at.getTime() + retryDelayMs(row.attempts)), message);
    return 'failed';
  }
}

export interface RunDueJobsOptions {
  /** Run what is due at this instant (tests move the clock); by default the app's clock. */
  now?: Date;
  /** Jobs claimed and run together per round. */
  batch?: number;
  /** Stop after this many rounds (the worker takes one round per wake-up). */
  rounds?: number;
  leaseMs?: number;
}

/**
 * Claims due jobs and runs them, round after round, until none is due (or `rounds` is reached); resolves
 * with the number of jobs run. Several processes may call it at once: each job goes to one of them.
 */
export async function runDueJobs(ctx: AppContext, opts: RunDueJobsOptions = {}): Promise<number> {
  const { handlers } = registryOf(ctx);
  // Handlers read the same clock as the claim: a test that runs the queue at a later instant moves both.
  const runCtx: AppContext = opts.now ? { ...ctx, now: () => opts.now as Date } : ctx;
  const now = () => runCtx.now();
  const batch = opts.batch ?? ctx.config.jobs.concurrency;
  const leaseMs = opts.leaseMs ?? ctx.config.jobs.leaseMs;
  let ran = 0;
  for (let round = 0; round < (opts.rounds ?? 1_000); round++) {
    const claimed = await claimDueJobs(ctx.db, now(), batch, leaseMs);
    if (claimed.length === 0) break;
    await Promise.all(claimed.map((row) => runOne(runCtx, handlers, row, now)));
    ran += claimed.length;
  }
  return ran;
}
