import { REVIEW_MESSAGE_MAX, REVIEW_PHOTOS_MAX, REVIEW_STATUSES } from '@shop/domain/reviews';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products } from './catalog.ts';
import { productVariants } from './catalog-variants.ts';
import { createdAt, id, oneOf, timestamptz, updatedAt } from './columns.ts';
import { orderLines } from './orders.ts';

/**
 * A shopper's review of a product they bought (spec 000 §3, §5). The product page reads these (summary and
 * list); the reviews module writes them, one per order line (`orderLineId`, unique), with their photos
 * (large renditions in `photos`, small ones in `photoThumbs`, the uploads in `photoIds`) and the gold they
 * earned (`goldRound` counts the credits given: a hidden review's gold is reversed, a restored one earns a
 * new round). Seeded reviews have no order line.
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
    orderLineId: uuid('order_line_id').references(() => orderLines.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    message: text('message').notNull(),
    /** Image URLs, in the order the shopper added them. */
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    photoThumbs: text('photo_thumbs').array().notNull().default(sql`'{}'::text[]`),
    photoIds: uuid('photo_ids').array().notNull().default(sql`'{}'::uuid[]`),
    status: text('status').notNull().default('PUBLISHED'),
    /** Gold credited: the rating stars and, once a photo was shown, the photo stars (this round's amounts). */
    goldRound: integer('gold_round').notNull().default(0),
    goldMedia: integer('gold_media').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reviews_product_status_created_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_user_idx').on(t.userId),
    uniqueIndex('reviews_order_line_uq').on(t.orderLineId),
    check('reviews_rating_ck', sql`${t.rating} between 1 and 5`),
    check('reviews_message_ck', sql`char_length(${t.message}) <= ${sql.raw(String(REVIEW_MESSAGE_MAX))}`),
    check('reviews_photos_ck', sql`cardinality(${t.photos}) <= ${sql.raw(String(REVIEW_PHOTOS_MAX))}`),
    check('reviews_status_ck', oneOf(t.status, REVIEW_STATUSES)),
  ],
);

/** Staff's hide and restore of a review, with the reason (the moderation log: who, when, why). */
export const reviewModeration = pgTable(
  'review_moderation',
  {
    id: id(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    reason: text('reason').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamptz('at').notNull(),
  },
  (t) => [
    index('review_moderation_review_idx').on(t.reviewId, t.at),
    check('review_moderation_action_ck', oneOf(t.action, ['HIDE', 'RESTORE'])),
  ],
);
