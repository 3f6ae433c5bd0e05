import { COUPON_TYPES, type CouponType, REDEEM_METHODS, type RedeemMethod } from '@shop/domain/coupons';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products, stores } from './catalog.ts';
import { productVariants } from './catalog-variants.ts';
import { createdAt, id, oneOf, timestamptz, updatedAt } from './columns.ts';

/**
 * A coupon or gift (spec 002 §3), modules/coupons/README.md. Money in cents. `limit_per_coupon` and
 * `limit_per_user` count uses for a public code (redeem method NONE) and redemptions for the others; the
 * counters move only by conditional updates, and the CHECKs are the last word if code ever forgets.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    /** Upper case; what a shopper types (public codes) or the stem of redeemed copies' codes. */
    code: text('code').notNull(),
    type: text('type').$type<CouponType>().notNull(),
    redeemMethod: text('redeem_method').$type<RedeemMethod>().notNull().default('NONE'),
    title: text('title').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    /** null: every store. */
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    /** PERCENTAGE: whole percent; FIXED_AMOUNT: cents. */
    discountValue: integer('discount_value').notNull().default(0),
    maxAmount: integer('max_amount'),
    minimumOrderValue: integer('minimum_order_value').notNull().default(0),
    startDate: timestamptz('start_date'),
    endDate: timestamptz('end_date'),
    /** Days a redeemed copy stays usable; null: until the coupon's end. */
    usageDays: integer('usage_days'),
    requiredStars: integer('required_stars').notNull().default(0),
    /** The lowest rank level that may redeem it (0: every member). */
    minRanking: integer('min_ranking').notNull().default(0),
    limitPerCoupon: integer('limit_per_coupon'),
    limitPerUser: integer('limit_per_user'),
    totalUsed: integer('total_used').notNull().default(0),
    totalRedeemed: integer('total_redeemed').notNull().default(0),
    canCombine: boolean('can_combine').notNull().default(true),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** GIFT_PRODUCT: the product and variant (productInstanceId) given at price 0. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_uq').on(sql`upper(${t.code})`),
    check('coupons_type_ck', oneOf(t.type, COUPON_TYPES)),
    check('coupons_redeem_method_ck', oneOf(t.redeemMethod, REDEEM_METHODS)),
    check(
      'coupons_money_ck',
      sql`${t.discountValue} >= 0 and ${t.minimumOrderValue} >= 0 and coalesce(${t.maxAmount}, 0) >= 0`,
    ),
    check('coupons_stars_ck', sql`${t.requiredStars} >= 0 and ${t.minRanking} >= 0`),
    check(
      'coupons_counts_ck',
      sql`${t.totalUsed} >= 0 and ${t.totalRedeemed} >= 0 and (${t.limitPerCoupon} is null or (${t.totalUsed} <= ${t.limitPerCoupon} and ${t.totalRedeemed} <= ${t.limitPerCoupon}))`,
    ),
  ],
);

/** What one shopper has used and redeemed of one coupon: the per-user limit's counter. */
export const couponUserCounts = pgTable(
  'coupon_user_counts',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    used: integer('used').notNull().default(0),
    redeemed: integer('redeemed').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.userId] }),
    index('coupon_user_counts_user_idx').on(t.userId),
    check('coupon_user_counts_ck', sql`${t.used} >= 0 and ${t.redeemed} >= 0`),
  ],
);

/**
 * A shopper's own copy of a coupon (the wallet): redeemed with gold or for free, or granted by the shop (the
 * new-member coupon). It has its own code and expiry, and is used once.
 */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: id(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    source: text('source').notNull(),
    starsSpent: integer('stars_spent').notNull().default(0),
    redeemedAt: timestamptz('redeemed_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at'),
    /** The order that used it (no key: orders are another module's table). */
    usedOrderId: uuid('used_order_id'),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    uniqueIndex('user_coupons_code_uq').on(sql`upper(${t.code})`),
    index('user_coupons_user_idx').on(t.userId, t.redeemedAt),
    index('user_coupons_coupon_idx').on(t.couponId),
    check('user_coupons_source_ck', oneOf(t.source, ['REDEEM', 'GRANT'])),
    check('user_coupons_used_ck', sql`(${t.usedOrderId} is null) = (${t.usedAt} is null)`),
  ],
);

/** One coupon counted on one order; released (not deleted) when the order expires or is cancelled. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: id(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userCouponId: uuid('user_coupon_id').references(() => userCoupons.id, { onDelete: 'set null' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    createdAt: createdAt(),
    releasedAt: timestamptz('released_at'),
  },
  (t) => [
    // One live use of a coupon per order: a retried claim of the same order counts nothing twice.
    uniqueIndex('coupon_uses_order_coupon_uq').on(t.orderId, t.couponId).where(sql`${t.releasedAt} is null`),
    index('coupon_uses_order_idx').on(t.orderId),
  ],
);
