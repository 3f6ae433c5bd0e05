import {
  GENERAL_TOPICS,
  MESSAGE_TYPES,
  REQUEST_KINDS,
  RESOLUTIONS,
  SUB_ACTIONS,
  SUPPORT_MESSAGE_MAX,
  TICKET_SCOPES,
  TICKET_STATUSES,
} from '@shop/domain/support';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { stores } from './catalog.ts';
import { createdAt, id, oneOf, timestamptz, updatedAt } from './columns.ts';
import { type OrderAddressValue, orders } from './orders.ts';

export type TicketItemValue = {
  orderItemId: string;
  name: string;
  variantName: string | null;
  quantity: number;
  imageUrl: string | null;
};

/**
 * A support thread (spec 002 §3, modules/support/README.md): a request on an order (`action`, `sub_action`,
 * the lines and new address it names, copied when opened) or a general one (`topic`), its status, staff's
 * resolution and the shopper's rating. One open request per order and kind (the partial unique index).
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    action: text('action'),
    subAction: text('sub_action'),
    topic: text('topic'),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'set null' }),
    items: jsonb('items').$type<TicketItemValue[]>().notNull().default([]),
    address: jsonb('address').$type<OrderAddressValue>(),
    status: text('status').notNull().default('CREATED'),
    resolution: text('resolution').notNull().default('NONE'),
    resolveStrategy: text('resolve_strategy').notNull().default('NONE'),
    resolutionReason: text('resolution_reason').notNull().default(''),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamptz('resolved_at'),
    rating: integer('rating'),
    /** Who has not seen the last message yet. */
    shopperUnread: boolean('shopper_unread').notNull().default(false),
    staffUnread: boolean('staff_unread').notNull().default(true),
    lastMessageAt: timestamptz('last_message_at').notNull().defaultNow(),
    /** The thread's last message, for the list (its first 200 characters) and who wrote it. */
    lastMessage: text('last_message').notNull().default(''),
    lastMessageFromStore: boolean('last_message_from_store').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('support_tickets_user_idx').on(t.userId, t.lastMessageAt),
    index('support_tickets_status_idx').on(t.status, t.lastMessageAt),
    index('support_tickets_order_idx').on(t.orderId),
    uniqueIndex('support_tickets_open_request_uq')
      .on(t.orderId, t.action)
      .where(sql`resolution = 'NONE' and order_id is not null`),
    check('support_tickets_scope_ck', oneOf(t.scope, TICKET_SCOPES)),
    check('support_tickets_action_ck', sql`${t.action} is null or ${oneOf(t.action, REQUEST_KINDS)}`),
    check('support_tickets_sub_action_ck', sql`${t.subAction} is null or ${oneOf(t.subAction, SUB_ACTIONS)}`),
    check('support_tickets_topic_ck', sql`${t.topic} is null or ${oneOf(t.topic, GENERAL_TOPICS)}`),
    check('support_tickets_status_ck', oneOf(t.status, TICKET_STATUSES)),
    check('support_tickets_resolution_ck', oneOf(t.resolution, RESOLUTIONS)),
    check('support_tickets_rating_ck', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

/**
 * A message of a thread. The id is the sender's (chosen before its photos are uploaded), so a message sent
 * twice is stored once. Photos as in reviews: large renditions, small ones and the uploads' ids.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    fromStore: boolean('from_store').notNull(),
    type: text('type').notNull(),
    message: text('message').notNull(),
    resolution: text('resolution').notNull().default('NONE'),
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    photoThumbs: text('photo_thumbs').array().notNull().default(sql`'{}'::text[]`),
    photoIds: uuid('photo_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_messages_ticket_idx').on(t.ticketId, t.createdAt),
    check('support_messages_type_ck', oneOf(t.type, MESSAGE_TYPES)),
    check(
      'support_messages_length_ck',
      sql`char_length(${t.message}) <= ${sql.raw(String(SUPPORT_MESSAGE_MAX + 100))}`,
    ),
  ],
);
