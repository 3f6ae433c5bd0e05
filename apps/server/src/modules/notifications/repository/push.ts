import { and, count, eq, notExists, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { pushDeliveries, pushSubscriptions, users } from '../../../db/schema/index.ts';

/** The push subscriptions (a browser's endpoint and keys) and the record of pushes sent. */
type Conn = Db | Tx;
export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Registers a browser for a user. The same endpoint registered again (or by another user on a shared
 * browser) is taken over: keys, owner and registration time are replaced.
 */
export async function upsertSubscription(
  db: Conn,
  row: { userId: string; endpoint: string; p256dh: string; auth: string; at: Date },
): Promise<SubscriptionRow> {
  const [saved] = await db
    .insert(pushSubscriptions)
    .values({ ...row, registeredAt: row.at })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, registeredAt: row.at },
    })
    .returning();
  return saved!;
}

export async function removeSubscription(db: Conn, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function removeSubscriptionOf(db: Conn, userId: string, endpoint: string): Promise<number> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length;
}

/** The user's browsers a notification has not reached yet, while the user takes pushes. */
export async function targetsOf(
  db: Conn,
  userId: string,
  notificationId: string,
): Promise<SubscriptionRow[]> {
  return db
    .select({
      id: pushSubscriptions.id,
      userId: pushSubscriptions.userId,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      createdAt: pushSubscriptions.createdAt,
      registeredAt: pushSubscriptions.registeredAt,
    })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(
      and(
        eq(pushSubscriptions.userId, userId),
        eq(users.pushNotificationEnabled, true),
        notExists(
          db
            .select({ one: sql`1` })
            .from(pushDeliveries)
            .where(
              and(
                eq(pushDeliveries.notificationId, notificationId),
                eq(pushDeliveries.subscriptionId, pushSubscriptions.id),
              ),
            ),
        ),
      ),
    );
}

export async function recordDelivery(db: Conn, notificationId: string, subscriptionId: string, at: Date) {
  await db
    .insert(pushDeliveries)
    .values({ notificationId, subscriptionId, sentAt: at })
    .onConflictDoNothing();
}

export async function setPushEnabled(db: Conn, userId: string, enabled: boolean): Promise<void> {
  await db.update(users).set({ pushNotificationEnabled: enabled }).where(eq(users.id, userId));
}

export async function pushEnabled(db: Conn, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: users.pushNotificationEnabled })
    .from(users)
    .where(eq(users.id, userId));
  return row?.on ?? false;
}

export async function countSubscriptions(db: Conn, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}
