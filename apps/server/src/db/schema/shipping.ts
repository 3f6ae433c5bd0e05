import { SHIPPING_CARRIERS } from '@shop/domain/shipping';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { stores } from './catalog.ts';
import { createdAt, id, oneOf } from './columns.ts';

/**
 * A store's shipping rate table (modules/shipping/README.md): per carrier and destination country ('*' for
 * every country without rows of its own), bands of order value (cents) and weight (grams), null = open. A
 * store ships only where it has a row; the first row (by `position`) whose bands hold gives the fee.
 */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    minValueCents: integer('min_value_cents').notNull().default(0),
    maxValueCents: integer('max_value_cents'),
    minWeightGrams: integer('min_weight_grams').notNull().default(0),
    maxWeightGrams: integer('max_weight_grams'),
    feeCents: integer('fee_cents').notNull(),
    minDays: integer('min_days'),
    maxDays: integer('max_days'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('shipping_rates_store_country_idx').on(t.storeId, t.country),
    check('shipping_rates_carrier_ck', oneOf(t.carrier, SHIPPING_CARRIERS)),
    check('shipping_rates_country_ck', sql`${t.country} = '*' or ${t.country} ~ '^[A-Z]{2}$'`),
    check(
      'shipping_rates_fee_ck',
      sql`${t.feeCents} >= 0 and ${t.minValueCents} >= 0 and ${t.minWeightGrams} >= 0`,
    ),
  ],
);
