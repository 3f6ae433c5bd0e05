import type { Db, Tx } from '../../db/client.ts';
import { insertJob, type NewJob } from './repository.ts';

export type { NewJob } from './repository.ts';

/**
 * Puts work on the queue. Call it with the transaction of the change that causes the work: the job then
 * exists exactly when that change committed. A `key` that is already queued (or done and not yet pruned)
 * enqueues nothing, so a retried request or event cannot queue the same work twice.
 */
export async function enqueueJob(db: Db | Tx, job: NewJob): Promise<void> {
  await insertJob(db, job);
}
