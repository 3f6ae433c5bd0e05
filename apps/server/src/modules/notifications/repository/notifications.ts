import { and, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { preparedPerDb } from '../../../db/prepared.ts';
import { notifications, pushSubscriptions, users } from '../../../db/schema/index.ts';

/** The notifications module's SQL: the list, the badge, the push outbox and the push subscriptions. */
export type NotificationRow = typeof notifications.$inferSelect;
type Conn = Db | Tx;

export interface NewNotification {
  userId: string;
  kind: string;
  subject: string;
  message: string;
  thumbnail: string | null;
  link: string | null;
  refType: string | null;
  refId: string | null;
  key: string;
}

/**
 * Inserts a notification; one with the same (user, key) is left alone and nothing is returned. Its push
 * status is decided by the insert itself (one statement): PENDING when pushes reach the user (the profile's
 * toggle is on and a browser is registered), else NONE. Every order writes one: a prepared statement built
 * once per connection (db/prepared.ts).
 */
export async function insertNotification(
  db: Conn,
  row: NewNotification,
): Promise<{ id: string; pushStatus: string } | null> {
  const [inserted] = await notificationInsert(db as Db).execute({ ...row });
  return inserted ?? null;
}

const notificationInsert = preparedPerDb((db) => {
  const userId = sql.placeholder('userId');
  return db
    .insert(notifications)
    .values({
      userId,
      kind: sql.placeholder('kind'),
      subject: sql.placeholder('subject'),
      message: sql.placeholder('message'),
      thumbnail: sql.placeholder('thumbnail'),
      link: sql.placeholder('link'),
      refType: sql.placeholder('refType'),
      refId: sql.placeholder('refId'),
      key: sql.placeholder('key'),
      pushStatus: sql<string>`(
        case when exists (
          select 1 from ${users} u
          where u.id = ${userId} and u.push_notification_enabled
            and exists (select 1 from ${pushSubscriptions} s where s.user_id = u.id)
        ) then 'PENDING' else 'NONE' end)`,
    })
    .onConflictDoNothing({ target: [notifications.userId, notifications.key] })
    .returning({ id: notifications.id, pushStatus: notifications.pushStatus })
    .prepare('notifications_insert');
});

export async function listForUser(
  db: Conn,
  userId: string,
  opts: { unread: boolean; offset: number; limit: number },
) {
  const where = and(eq(notifications.userId, userId), opts.unread ? isNull(notifications.readAt) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .offset(opts.offset)
      .limit(opts.limit),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countUnread(db: Conn, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the user's own notifications read (those ids, or all); others' ids are simply not matched. */
export async function markRead(db: Conn, userId: string, ids: string[] | null, at: Date): Promise<number> {
  const marked = await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return marked.length;
}

export function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows?: Record<string, unknown>[] }).rows ?? [];
}

/**
 * Takes the push of one notification for this worker until `until`: PENDING, or SENDING whose claim ran out
 * (its worker died). A conditional update, so two workers never hold one notification at once.
 */
export async function claimPush(
  db: Conn,
  id: string,
  now: Date,
  until: Date,
): Promise<NotificationRow | null> {
  const [row] = await db
    .update(notifications)
    .set({
      pushStatus: 'SENDING',
      pushClaimedUntil: until,
      pushAttempts: sql`${notifications.pushAttempts} + 1`,
    })
    .where(
      and(
        eq(notifications.id, id),
        or(
          eq(notifications.pushStatus, 'PENDING'),
          and(eq(notifications.pushStatus, 'SENDING'), lte(notifications.pushClaimedUntil, now)),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/** The end of a push: SENT, FAILED, or PENDING again for the next try. */
export async function finishPush(db: Conn, id: string, status: 'SENT' | 'FAILED' | 'PENDING'): Promise<void> {
  await db
    .update(notifications)
    .set({ pushStatus: status, pushClaimedUntil: null })
    .where(eq(notifications.id, id));
}

/** Notifications of a broadcast still waiting for their push, a batch at a time. */
export async function pendingPushesOfKey(db: Conn, key: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.key, key), inArray(notifications.pushStatus, ['PENDING'])))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function countOwned(db: Conn, userId: string, ids: string[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids)));
  return row?.n ?? 0;
}
