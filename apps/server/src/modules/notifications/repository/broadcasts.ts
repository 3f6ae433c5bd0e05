import type { BroadcastSegment } from '@shop/domain/notifications';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import {
  notificationBroadcasts,
  notifications,
  pushSubscriptions,
  roles,
  userRoles,
  users,
} from '../../../db/schema/index.ts';
import { rowsOf } from './notifications.ts';

/** The broadcast's SQL: one INSERT ... SELECT writes every shopper's row of it. */
export async function insertBroadcast(
  tx: Tx,
  row: typeof notificationBroadcasts.$inferInsert,
): Promise<{ id: string }> {
  const [inserted] = await tx
    .insert(notificationBroadcasts)
    .values(row)
    .returning({ id: notificationBroadcasts.id });
  return inserted!;
}

export interface FanOut {
  key: string;
  broadcastId: string;
  subject: string;
  message: string;
  thumbnail: string | null;
  link: string | null;
  segment: BroadcastSegment;
}

/** Writes the broadcast's notification for every shopper of the segment; counts them and their pushes. */
export async function fanOut(tx: Tx, f: FanOut): Promise<{ recipients: number; pushes: number }> {
  const s = f.segment;
  const result = await tx.execute(sql`
    with ins as (
      insert into ${notifications} (user_id, kind, subject, message, thumbnail, link, ref_type, ref_id, key, push_status)
      select u.id, 'BROADCAST', ${f.subject}, ${f.message}, ${f.thumbnail}, ${f.link}, 'BROADCAST', ${f.broadcastId}, ${f.key},
        case when u.push_notification_enabled
          and exists (select 1 from ${pushSubscriptions} ps where ps.user_id = u.id) then 'PENDING' else 'NONE' end
      from ${users} u
      where u.activated
        and not exists (
          select 1 from ${userRoles} ur join ${roles} r on r.id = ur.role_id
          where ur.user_id = u.id and r.code <> 'ROLE__AMS_NORMAL_USER')
        ${s.newsletter === undefined ? sql`` : sql`and u.receive_news_letter = ${s.newsletter}`}
        ${s.minRank === undefined ? sql`` : sql`and u.ranking >= ${s.minRank}`}
        ${s.registeredAfter === undefined ? sql`` : sql`and u.registered_date >= ${s.registeredAfter}::timestamptz`}
      on conflict (user_id, key) do nothing
      returning push_status
    )
    select count(*)::int as recipients, (count(*) filter (where push_status = 'PENDING'))::int as pushes from ins`);
  const [row] = rowsOf(result);
  return { recipients: Number(row?.recipients ?? 0), pushes: Number(row?.pushes ?? 0) };
}

export async function setRecipients(tx: Tx, id: string, recipients: number): Promise<void> {
  await tx.execute(sql`update ${notificationBroadcasts} set recipients = ${recipients} where id = ${id}`);
}
