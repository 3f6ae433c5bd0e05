import { MESSAGE_MAX, SUBJECT_MAX } from '@shop/domain/notifications';
import type { Db, Tx } from '../../db/client.ts';
import { enqueueJob } from '../jobs/index.ts';
import { insertNotification } from './repository/notifications.ts';

export const PUSH_JOB = 'notifications.push';
export const PUSH_BROADCAST_JOB = 'notifications.push-broadcast';
/** Tries of one push (the jobs' backoff between them: 2 s, 4 s, 8 s...); then it is FAILED. */
export const PUSH_MAX_ATTEMPTS = 8;

export interface NotifyInput {
  userId: string;
  /** What caused it: ORDER_PLACED, ORDER_PAID, TICKET_REPLY, COUPON_GRANTED, RANK_REACHED... */
  kind: string;
  subject: string;
  message: string;
  /** An image address (the notification's thumbnail, the push's icon). */
  thumbnail?: string | null;
  /** What GO TO DETAIL (and a click on the push) opens: a path of the shop, or an https address. */
  link?: string | null;
  refType?: string | null;
  refId?: string | null;
  /** Unique per shopper and event (`order:<id>:PAID`): the same key notifies once, whoever calls again. */
  key: string;
}

/**
 * Writes a notification for one shopper in the caller's transaction `tx` (the event's own), so it exists
 * exactly when the event committed; when the shopper takes pushes, its push is queued in the same
 * transaction (the `notifications.push` job). Idempotent by `key`: returns the new id, or null when that
 * key had already notified this shopper.
 */
export async function notify(tx: Db | Tx, input: NotifyInput): Promise<{ id: string } | null> {
  const row = await insertNotification(tx, {
    userId: input.userId,
    kind: input.kind,
    subject: input.subject.slice(0, SUBJECT_MAX),
    message: input.message.slice(0, MESSAGE_MAX),
    thumbnail: input.thumbnail ?? null,
    link: input.link ?? null,
    refType: input.refType ?? null,
    refId: input.refId ?? null,
    key: input.key,
  });
  if (!row) return null;
  if (row.pushStatus === 'PENDING') {
    await enqueueJob(tx, {
      kind: PUSH_JOB,
      payload: { notificationId: row.id },
      key: `${PUSH_JOB}:${row.id}`,
      maxAttempts: PUSH_MAX_ATTEMPTS,
    });
  }
  return { id: row.id };
}
