import type { AppContext } from '../../http/types.ts';
import { sendPush } from '../../platform/push.ts';
import type { Job } from '../jobs/index.ts';
import { PUSH_MAX_ATTEMPTS } from './notify.ts';
import {
  claimPush,
  finishPush,
  type NotificationRow,
  pendingPushesOfKey,
} from './repository/notifications.ts';
import { recordDelivery, removeSubscription, targetsOf } from './repository/push.ts';

/** The push's delivery key: the notification's id, as a Web Push Topic (32 URL-safe characters). */
export const topicOf = (notificationId: string) => notificationId.replaceAll('-', '');

/**
 * Pushes one notification to each of its shopper's browsers not yet recorded as reached. The notification
 * is claimed first (a conditional update): a second worker, or a job run again after its lease ran out,
 * finds it claimed or SENT and does nothing. A crash between a send and its record sends that push again
 * on the next try, under the same Topic and tag, so the browser still shows it once. Subscriptions the push
 * service calls gone (404/410) are removed. Returns false when a send failed (the push is PENDING again).
 */
export async function deliverPush(
  ctx: AppContext,
  notificationId: string,
  attempt: number,
): Promise<boolean> {
  const now = ctx.now();
  const n = await claimPush(ctx.db, notificationId, now, new Date(now.getTime() + ctx.config.jobs.leaseMs));
  if (!n) return true;
  let failed = false;
  for (const target of await targetsOf(ctx.db, n.userId, n.id)) {
    try {
      const { gone } = await sendPush(ctx.config, target, messageOf(n), { topic: topicOf(n.id) });
      if (gone) await removeSubscription(ctx.db, target.id);
      else await recordDelivery(ctx.db, n.id, target.id, ctx.now());
    } catch (err) {
      failed = true;
      ctx.log.warn({ err, notificationId: n.id }, 'push not delivered');
    }
  }
  if (!failed) await finishPush(ctx.db, n.id, 'SENT');
  else await finishPush(ctx.db, n.id, attempt >= PUSH_MAX_ATTEMPTS ? 'FAILED' : 'PENDING');
  return !failed;
}

function messageOf(n: NotificationRow) {
  return {
    title: n.subject,
    body: n.message,
    icon: n.thumbnail,
    link: n.link ?? '/account/notifications',
    tag: n.id,
  };
}

/** The `notifications.push` job: one notification's push. */
export async function pushJob(ctx: AppContext, job: Job): Promise<void> {
  if (!(await deliverPush(ctx, String(job.payload.notificationId), job.attempts))) {
    throw new Error('a push was not delivered; tried again later');
  }
}

/** The `notifications.push-broadcast` job: the pushes of one broadcast, a few at a time. */
export async function pushBroadcastJob(ctx: AppContext, job: Job): Promise<void> {
  const ids = await pendingPushesOfKey(ctx.db, String(job.payload.key), 100_000);
  let failures = 0;
  for (let i = 0; i < ids.length; i += 8) {
    const done = await Promise.all(ids.slice(i, i + 8).map((id) => deliverPush(ctx, id, job.attempts)));
    failures += done.filter((ok) => !ok).length;
  }
  if (failures > 0)
    throw new Error(`${failures} pushes of the broadcast were not delivered; tried again later`);
}
