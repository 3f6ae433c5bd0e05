import type { BroadcastInput } from '@shop/domain/notifications';
import type { AppContext } from '../../http/types.ts';
import { enqueueJob } from '../jobs/index.ts';
import { PUSH_BROADCAST_JOB, PUSH_MAX_ATTEMPTS } from './notify.ts';
import { fanOut, insertBroadcast, setRecipients } from './repository/broadcasts.ts';

/**
 * A staff broadcast (issue 12): one notification for every shopper of the segment, written by a single
 * INSERT ... SELECT in one transaction with the broadcast's record; the pushes of those who take them go
 * out through one `notifications.push-broadcast` job queued in the same transaction.
 */
export async function broadcast(ctx: AppContext, staffId: string, input: BroadcastInput) {
  return ctx.db.transaction(async (tx) => {
    const { id } = await insertBroadcast(tx, {
      subject: input.subject,
      message: input.message,
      segment: input.segment,
      sentBy: staffId,
    });
    const key = `broadcast:${id}`;
    const { recipients, pushes } = await fanOut(tx, {
      key,
      broadcastId: id,
      subject: input.subject,
      message: input.message,
      thumbnail: input.thumbnail ?? null,
      link: input.link ?? null,
      segment: input.segment,
    });
    await setRecipients(tx, id, recipients);
    if (pushes > 0) {
      await enqueueJob(tx, {
        kind: PUSH_BROADCAST_JOB,
        payload: { key },
        key: `${PUSH_BROADCAST_JOB}:${id}`,
        maxAttempts: PUSH_MAX_ATTEMPTS,
      });
    }
    return { id, recipients };
  });
}
