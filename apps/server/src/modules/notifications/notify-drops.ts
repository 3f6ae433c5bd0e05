import type { AppContext } from '../../http/types.ts';
import { enqueueJob } from '../jobs/index.ts';
import { PUSH_JOB, PUSH_MAX_ATTEMPTS } from './notify.ts';
import { notifyStartedDrops } from './repository/drops.ts';

export const DROPS_JOB = 'notifications.drops';

/**
 * The recurring `notifications.drops` job (every minute): a wishlisted product whose drop has started
 * notifies each shopper who saved it, once (keyed by product and start time), with the pushes queued in
 * the same transaction. Run twice, or by two instances at once, it notifies no one twice.
 */
export async function notifyDrops(ctx: AppContext): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    for (const id of await notifyStartedDrops(tx, ctx.now())) {
      await enqueueJob(tx, {
        kind: PUSH_JOB,
        payload: { notificationId: id },
        key: `${PUSH_JOB}:${id}`,
        maxAttempts: PUSH_MAX_ATTEMPTS,
      });
    }
  });
}
