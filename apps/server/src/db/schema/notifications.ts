import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, oneOf, timestamptz } from './columns.ts';

/** Where a notification's push stands (modules/notifications/README.md). */
export const PUSH_STATUSES = ['NONE', 'PENDING', 'SENDING', 'SENT', 'FAILED'] as const;

/**
 * A shopper's notifications (spec 000 §3, 002 §3), written by `notify(tx, ...)` in the transaction of the event
 * that causes them. `key` makes an event notify once per shopper. The row is also the push outbox:
 * `push_status` PENDING rows are delivered by the `notifications.push` job (SENDING while a worker holds the
 * claim until `push_claimed_until`).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What caused it: ORDER_PLACED, TICKET_REPLY, BROADCAST... (the spec's category). */
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    thumbnail: text('thumbnail'),
    /** The reference link GO TO DETAIL opens (a path of the shop, or an https address). */
    link: text('link'),
    refType: text('ref_type'),
    refId: text('ref_id'),
    key: text('key').notNull(),
    readAt: timestamptz('read_at'),
    pushStatus: text('push_status').notNull().default('NONE'),
    pushClaimedUntil: timestamptz('push_claimed_until'),
    pushAttempts: integer('push_attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_user_key_uq').on(t.userId, t.key),
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    // The header's badge: counted from the unread rows alone.
    index('notifications_unread_idx').on(t.userId).where(sql`read_at is null`),
    index('notifications_push_idx').on(t.key).where(sql`push_status in ('PENDING', 'SENDING')`),
    check('notifications_push_status_ck', oneOf(t.pushStatus, PUSH_STATUSES)),
  ],
);

/**
 * A browser's Web Push subscription (spec 001 §3 "push-notification token"): its endpoint and keys, for one
 * signed-in user. The same endpoint registered by another user moves to that user.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    registeredAt: timestamptz('registered_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** One push sent: a notification to a subscription. Its key lets a retried job skip what was recorded. */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.subscriptionId] })],
);

/** A staff broadcast: what was sent, to which segment, by whom, and to how many shoppers. */
export const notificationBroadcasts = pgTable('notification_broadcasts', {
  id: id(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  segment: jsonb('segment').$type<Record<string, unknown>>().notNull(),
  sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
  recipients: integer('recipients').notNull().default(0),
  createdAt: createdAt(),
});
