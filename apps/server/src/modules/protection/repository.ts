import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { captchaSolutions, rateLimitHits } from '../../db/schema/index.ts';

/**
 * One atomic upsert per hit: a new window starts the count at 1, the same window adds 1. Atomic in SQL, so
 * concurrent requests (and instances) never both slip under the limit.
 */
export async function hitWindow(db: Db, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${rateLimitHits.windowStart} = excluded.window_start then ${rateLimitHits.hits} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ hits: rateLimitHits.hits });
  return row?.hits ?? 1;
}

/** The count of `key` in the window starting at `windowStart`, without counting (0 for another window). */
export async function peekWindow(db: Db, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .select({ hits: rateLimitHits.hits, windowStart: rateLimitHits.windowStart })
    .from(rateLimitHits)
    .where(eq(rateLimitHits.key, key));
  return row && row.windowStart.getTime() === windowStart.getTime() ? row.hits : 0;
}

/** Drops counters whose window ended long ago. */
export async function sweepWindows(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, before));
}

/** Records a solved challenge; false when it was recorded before (a replay). */
export async function claimCaptchaSolution(db: Db, challengeId: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(captchaSolutions)
    .values({ challengeId, expiresAt })
    .onConflictDoNothing()
    .returning({ id: captchaSolutions.challengeId });
  return rows.length === 1;
}

/** Drops solved challenges that have expired (a replay of those fails on its expiry anyway). */
export async function sweepCaptchaSolutions(db: Db, now: Date): Promise<void> {
  await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, now));
}
