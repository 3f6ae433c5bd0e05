import { REVIEW_MESSAGE_MAX, REVIEW_PHOTOS_MAX, REVIEW_STATUSES } from '@shop/domain/reviews';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products } from './catalog.ts';
import { productVariants } from './catalog-variants.ts';
import { createdAt, id, oneOf, updatedAt } from './columns.ts';

/**
 * A shopper's review of a product they bought (spec 000 §3, §5). The product page reads these (summary and
 * list); writing them, with their edit and negative-review windows, is the reviews work. `orderId` has no
 * foreign key until the orders tables exist.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id'),
    rating: integer('rating').notNull(),
    message: text('message').notNull(),
    /** Image URLs, in the order the shopper added them. */
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').notNull().default('PUBLISHED'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reviews_product_status_created_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_user_idx').on(t.userId),
    check('reviews_rating_ck', sql`${t.rating} between 1 and 5`),
    check('reviews_message_ck', sql`char_length(${t.message}) <= ${sql.raw(String(REVIEW_MESSAGE_MAX))}`),
    check('reviews_photos_ck', sql`cardinality(${t.photos}) <= ${sql.raw(String(REVIEW_PHOTOS_MAX))}`),
    check('reviews_status_ck', oneOf(t.status, REVIEW_STATUSES)),
  ],
);
