import { CART_LINE_KINDS, MAX_CART_QUANTITY } from '@shop/domain/cart';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, oneOf, timestamptz, updatedAt } from './columns.ts';

/**
 * A member's cart (a guest's lives in the browser). One per user; `version` grows with every change, so
 * a tab can tell an old answer from a newer one. Changes lock this row (see modules/cart/README.md).
 */
export const carts = pgTable('carts', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One line: a variant, a bundle of variants, or a gift (zero price, from a coupon). Variant and bundle ids
 * have no foreign key on purpose: a line whose product was deleted stays, greyed as unavailable (spec 000
 * §4), until the shopper removes it; the catalogue facts are read fresh on every read.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: id(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The line's key (domain lineKey): the variant id, or the bundle id plus its sorted variant ids. */
    lineKey: text('line_key').notNull(),
    variantId: uuid('variant_id'),
    bundleId: uuid('bundle_id'),
    variantIds: uuid('variant_ids').array().notNull().default(sql`'{}'::uuid[]`),
    quantity: integer('quantity').notNull(),
    /** The unit price (cents) last shown; a different price now is told once (PRICE_UPDATE_WARN). */
    seenPrice: integer('seen_price'),
    /** Proof of a password-protected product's secret (modules/cart/cart-password.ts), never the secret. */
    cartPassword: text('cart_password'),
    /** The coupon a gift line comes from (the loyalty work adds its table and key). */
    couponId: text('coupon_id'),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Also the index every read of a cart's lines uses.
    unique('cart_lines_cart_key_uq').on(t.cartId, t.lineKey),
    check('cart_lines_kind_ck', oneOf(t.kind, CART_LINE_KINDS)),
    check('cart_lines_quantity_ck', sql`${t.quantity} between 1 and ${sql.raw(String(MAX_CART_QUANTITY))}`),
    check(
      'cart_lines_shape_ck',
      sql`(${t.kind} = 'BUNDLE') = (${t.bundleId} is not null and ${t.variantId} is null and cardinality(${t.variantIds}) > 0)`,
    ),
    check('cart_lines_gift_ck', sql`(${t.kind} = 'GIFT') = (${t.couponId} is not null)`),
  ],
);
