import { COLLECTOR_EVENTS } from '@shop/domain/analytics';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { oneOf, timestamptz } from './columns.ts';

/**
 * The shop's own analytics (modules/analytics/README.md). Every accepted event is kept as it came
 * (`analytics_events`); a background refresh adds new events to the daily rollups, which are all the
 * dashboard reads, so its queries cost the same with a million events as with a thousand. No table holds an
 * account, an address or a cookie: `visitor` is a random id the browser renews every day.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    visitor: text('visitor').notNull(),
    /** page_view: the path, without its query. */
    path: text('path'),
    /** purchase: unique, so a purchase counted once stays counted once. */
    transactionId: text('transaction_id').unique('analytics_events_transaction_uq'),
    valueCents: bigint('value_cents', { mode: 'number' }),
    currency: text('currency'),
    /** The sanitised items (item_id, item_name, item_category, price, quantity). */
    items: jsonb('items'),
    /** Counted in the rollups yet (modules/analytics/refresh-rollups.ts). */
    rolledUp: boolean('rolled_up').notNull().default(false),
  },
  (t) => [
    index('analytics_events_day_name_idx').on(t.day, t.name),
    index('analytics_events_pending_idx').on(t.id).where(sql`not ${t.rolledUp}`),
    check('analytics_events_name_ck', oneOf(t.name, COLLECTOR_EVENTS)),
  ],
);

/** Events and value (cents of USD) per day and event name: orders and revenue are the purchase rows. */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    events: integer('events').notNull().default(0),
    valueCents: bigint('value_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.name] })],
);

/**
 * One row per visitor and day: `steps` has a bit per funnel step the visitor reached that day
 * (1 view_item, 2 add_to_cart, 4 begin_checkout, 8 purchase).
 */
export const analyticsVisitors = pgTable(
  'analytics_visitors',
  {
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
    steps: smallint('steps').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitor] })],
);

/** Per day: visitors, and the visitors who reached each funnel step (from analytics_visitors). */
export const analyticsDailyVisitors = pgTable('analytics_daily_visitors', {
  day: date('day', { mode: 'string' }).primaryKey(),
  visitors: integer('visitors').notNull().default(0),
  viewed: integer('viewed').notNull().default(0),
  added: integer('added').notNull().default(0),
  checkedOut: integer('checked_out').notNull().default(0),
  purchased: integer('purchased').notNull().default(0),
});

/** Per product and day: views, adds to cart, units bought and revenue (cents of USD). */
export const analyticsItems = pgTable(
  'analytics_items',
  {
    day: date('day', { mode: 'string' }).notNull(),
    itemId: text('item_id').notNull(),
    name: text('name').notNull(),
    views: integer('views').notNull().default(0),
    addsToCart: integer('adds_to_cart').notNull().default(0),
    purchased: integer('purchased').notNull().default(0),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.itemId] })],
);

/** Search terms that found nothing, per day (recorded by the search module; no visitor, no consent needed). */
export const analyticsSearchMisses = pgTable(
  'analytics_search_misses',
  {
    day: date('day', { mode: 'string' }).notNull(),
    term: text('term').notNull(),
    searches: integer('searches').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.term] })],
);
