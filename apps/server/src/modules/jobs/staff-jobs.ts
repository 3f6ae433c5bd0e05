import { notFound } from '@shop/domain';
import type { AppContext } from '../../http/types.ts';
import { countByKindAndStatus, listDead, reviveDead } from './repository.ts';

/** Counts per kind and status, and the latest jobs that gave up, for the staff who keep the shop running. */
export async function jobsSummary(ctx: AppContext) {
  const [counts, dead] = await Promise.all([countByKindAndStatus(ctx.db), listDead(ctx.db, 50)]);
  return {
    counts: counts.map((c) => ({ ...c, status: c.status as 'PENDING' | 'DONE' | 'DEAD' })),
    dead: dead.map((d) => ({ ...d, finishedAt: d.finishedAt?.toISOString() ?? null })),
  };
}

/** Gives a DEAD job a fresh set of attempts, now (after the cause was fixed). */
export async function retryDeadJob(ctx: AppContext, id: string): Promise<void> {
  if (!(await reviveDead(ctx.db, id, ctx.now()))) throw notFound('job');
}
