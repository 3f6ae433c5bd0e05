import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Products whose stock changed (modules/catalog/README.md "The catalogue cache"): written by the trigger on
 * `variant_inventory` updates (one row per product and statement), read by every instance's catalogue cache,
 * which drops only the entries showing those products. `tx` is the writing transaction's id
 * (pg_current_xact_id): a reader asks for `tx >= ` the oldest transaction still running at its last look, so
 * a row committed late (after a younger one) is never skipped. `availability`: a variant went from in stock
 * to sold out or back, which moves `inStock` lists and "in stock first" orders.
 */
export const catalogStockChanges = pgTable(
  'catalog_stock_changes',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tx: bigint('tx', { mode: 'number' }).notNull(),
    productId: uuid('product_id').notNull(),
    availability: boolean('availability').notNull(),
  },
  (t) => [index('catalog_stock_changes_tx_idx').on(t.tx)],
);

/**
 * One row: rows of `catalog_stock_changes` with `tx < before_tx` are deleted. Each prune (at most every
 * minute, by any instance) moves `before_tx` to the `next_tx` the previous prune saw running, so rows live a
 * minute at least; a reader whose last look is older than `before_tx` drops its whole cache instead.
 */
export const catalogStockPrune = pgTable(
  'catalog_stock_prune',
  {
    one: boolean('one').primaryKey().default(true),
    beforeTx: bigint('before_tx', { mode: 'number' }).notNull().default(0),
    nextTx: bigint('next_tx', { mode: 'number' }).notNull().default(0),
    prunedAt: timestamp('pruned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('catalog_stock_prune_one_ck', sql`${t.one}`)],
);
