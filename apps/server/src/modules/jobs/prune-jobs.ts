import type { AppContext } from '../../http/types.ts';
import { pruneFinished } from './repository.ts';

/** Recurring: finished jobs are kept a while (their keys still dedupe retries), then removed. */
export async function pruneJobs(ctx: AppContext): Promise<void> {
  const before = new Date(ctx.now().getTime() - ctx.config.jobs.retentionMs);
  const removed = await pruneFinished(ctx.db, before);
  if (removed > 0) ctx.log.info({ removed }, 'finished jobs pruned');
}
