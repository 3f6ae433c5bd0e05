import { GOLD_RECORD_TYPES, type GoldRecordType } from '@shop/domain/loyalty';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, oneOf, timestamptz } from './columns.ts';

/** The rank table (spec 002 §3): level, name, experience target, benefits and badge. */
export const ranks = pgTable(
  'ranks',
  {
    level: integer('level').primaryKey(),
    name: text('name').notNull(),
    expTarget: integer('exp_target').notNull().unique(),
    benefits: text('benefits').notNull().default(''),
    badgeUrl: text('badge_url'),
  },
  (t) => [check('ranks_ck', sql`${t.level} >= 0 and ${t.expTarget} >= 0`)],
);

/**
 * Every change of a shopper's gold, append-only (modules/loyalty/README.md): written in the transaction that
 * changes `users.total_point`, so the ledger's sum per shopper always equals the balance. `key` makes a
 * credit or debit happen once (a replayed delivery or review credits nothing twice).
 */
export const goldLedger = pgTable(
  'gold_ledger',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recordType: text('record_type').$type<GoldRecordType>().notNull(),
    /** Signed: credits above 0, debits below. */
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    key: text('key').notNull(),
    refEntityType: text('ref_entity_type'),
    refEntityId: text('ref_entity_id'),
    orderId: uuid('order_id'),
    productName: text('product_name'),
    productImage: text('product_image'),
    reason: text('reason'),
    /** Staff who made an ADJUSTMENT. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gold_ledger_key_uq').on(t.key),
    index('gold_ledger_user_idx').on(t.userId, t.createdAt),
    check('gold_ledger_type_ck', oneOf(t.recordType, GOLD_RECORD_TYPES)),
    check('gold_ledger_amount_ck', sql`${t.amount} <> 0 and ${t.balanceAfter} >= 0`),
  ],
);

/**
 * Gold an order earned, not spendable until its return window ends (`release_at`); then a job credits the
 * ledger. A refund or cancellation before that cancels it.
 */
export const goldPending = pgTable(
  'gold_pending',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').notNull().default('PENDING'),
    releaseAt: timestamptz('release_at').notNull(),
    productName: text('product_name'),
    productImage: text('product_image'),
    createdAt: createdAt(),
    settledAt: timestamptz('settled_at'),
  },
  (t) => [
    uniqueIndex('gold_pending_order_uq').on(t.orderId),
    index('gold_pending_due_idx').on(t.releaseAt).where(sql`${t.status} = 'PENDING'`),
    index('gold_pending_user_idx').on(t.userId),
    check('gold_pending_status_ck', oneOf(t.status, ['PENDING', 'RELEASED', 'CANCELLED'])),
    check('gold_pending_amount_ck', sql`${t.amount} > 0`),
  ],
);
