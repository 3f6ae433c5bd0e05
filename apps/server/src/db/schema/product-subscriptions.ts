import { SUBSCRIPTION_KINDS } from '@shop/domain/catalog';
import { check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products } from './catalog.ts';
import { createdAt, oneOf } from './columns.ts';

/**
 * A shopper following a product (spec 000 §7 "subscribe to product ... kind WISHLIST"). The wishlist is the
 * WISHLIST kind; other kinds (back in stock, event start) can join the CHECK later.
 */
export const productSubscriptions = pgTable(
  'product_subscriptions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.productId] }),
    index('product_subscriptions_user_created_idx').on(t.userId, t.kind, t.createdAt),
    index('product_subscriptions_product_idx').on(t.productId),
    check('product_subscriptions_kind_ck', oneOf(t.kind, SUBSCRIPTION_KINDS)),
  ],
);
