import type { CommerceEvent } from '@shop/domain/analytics';
import type { AppContext } from '../../http/types.ts';
import type { CollectedEvent } from './collect-events.ts';
import { addToRollups, recountDays, takePending, tryRollupLock } from './repository.ts';
import { buildRollup, mergeRollups } from './rollup.ts';

/** Events taken per transaction. */
export const ROLLUP_CHUNK = 20_000;
/** How often the background refresh runs (the recurring job's period). */
export const ROLLUP_EVERY_MS = 10_000;

/**
 * Adds the events not yet counted to the daily rollups, oldest first, in chunks: each chunk is marked
 * counted and added in one transaction, under an advisory lock so that one instance at a time does it (the
 * others skip). Answers how many events it counted. The collector never touches a shared counter, so its
 * beacons never wait on each other; the dashboard calls this before it reads, so it is never behind.
 */
export async function refreshRollups(
  ctx: Pick<AppContext, 'db'>,
  maxChunks = Number.POSITIVE_INFINITY,
): Promise<number> {
  let counted = 0;
  for (let chunk = 0; chunk < maxChunks; chunk++) {
    const taken = await ctx.db.transaction(async (tx) => {
      if (!(await tryRollupLock(tx))) return -1;
      const rows = await takePending(tx, ROLLUP_CHUNK);
      if (rows.length === 0) return 0;
      const byVisitor = new Map<string, { day: string; visitor: string; events: CollectedEvent[] }>();
      for (const r of rows) {
        const key = `${r.day}|${r.visitor}`;
        const group = byVisitor.get(key) ?? { day: r.day, visitor: r.visitor, events: [] };
        group.events.push(
          r.name === 'page_view'
            ? { event: 'page_view', path: r.path ?? '/' }
            : ({
                event: r.name,
                currency: r.currency ?? 'USD',
                value: (r.valueCents ?? 0) / 100,
                items: (r.items as CommerceEvent['items'] | null) ?? [],
              } as CommerceEvent),
        );
        byVisitor.set(key, group);
      }
      const groups = [...byVisitor.values()];
      await addToRollups(tx, mergeRollups(groups.map((g) => buildRollup(g.events, g.visitor, g.day))));
      await recountDays(tx, [...new Set(groups.map((g) => g.day))]);
      return rows.length;
    });
    if (taken <= 0) break;
    counted += taken;
    if (taken < ROLLUP_CHUNK) break;
  }
  return counted;
}

/** The recurring job `analytics.rollup` (modules/jobs): every 10 s on whichever instance claims it. */
export async function rollupJob(ctx: AppContext): Promise<void> {
  await refreshRollups(ctx);
}
