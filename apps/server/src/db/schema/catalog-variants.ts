import { BUNDLE_DISCOUNT_TYPES } from '@shop/domain/catalog';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { createdAt, id, oneOf, timestamptz, updatedAt } from './columns.ts';

/** A choice a shopper makes on the product page, e.g. Colorway or Size. */
export const productAttributes = pgTable(
  'product_attributes',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    unique('product_attributes_product_code_uq').on(t.productId, t.code),
    check('product_attributes_status_ck', oneOf(t.status, ['ACTIVE', 'INACTIVE'])),
  ],
);

export const attributeOptions = pgTable(
  'attribute_options',
  {
    id: id(),
    attributeId: uuid('attribute_id')
      .notNull()
      .references(() => productAttributes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: text('value').notNull(),
    imageUrl: text('image_url'),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('attribute_options_attribute_value_uq').on(t.attributeId, t.value)],
);

/** One buyable combination of options. Prices are integer cents; the sale price applies inside its schedule. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sku: text('sku').notNull().unique(),
    regularPrice: integer('regular_price').notNull(),
    salePrice: integer('sale_price'),
    saleStart: timestamptz('sale_start'),
    saleEnd: timestamptz('sale_end'),
    imageUrl: text('image_url'),
    position: integer('position').notNull().default(0),
    /** Ours: at most this many of this variant per customer (beside the product's own limit); null = none. */
    maxPerCustomer: integer('max_per_customer'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'product_variants_max_per_customer_ck',
      sql`${t.maxPerCustomer} is null or ${t.maxPerCustomer} >= 1`,
    ),
    index('product_variants_product_idx').on(t.productId, t.position),
    check('product_variants_regular_price_ck', sql`${t.regularPrice} >= 0`),
    check('product_variants_sale_price_ck', sql`${t.salePrice} is null or ${t.salePrice} >= 0`),
    check(
      'product_variants_sale_window_ck',
      sql`${t.saleStart} is null or ${t.saleEnd} is null or ${t.saleEnd} >= ${t.saleStart}`,
    ),
  ],
);

export const variantOptionValues = pgTable(
  'variant_option_values',
  {
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    optionId: uuid('option_id')
      .notNull()
      .references(() => attributeOptions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.optionId] }),
    index('variant_option_values_option_idx').on(t.optionId),
  ],
);

/**
 * Stock per variant. `available` is what can still be sold and is taken with a conditional update
 * (`... SET available = available - n WHERE available >= n`); the CHECK is the last line against overselling.
 * `currentStock` is what is on the shelf (available plus units held by unpaid orders).
 */
export const variantInventory = pgTable(
  'variant_inventory',
  {
    variantId: uuid('variant_id')
      .primaryKey()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    available: integer('available').notNull().default(0),
    currentStock: integer('current_stock').notNull().default(0),
    lowStockValue: integer('low_stock_value').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('variant_inventory_available_ck', sql`${t.available} >= 0`),
    check('variant_inventory_current_stock_ck', sql`${t.currentStock} >= 0`),
    check('variant_inventory_low_stock_ck', sql`${t.lowStockValue} >= 0`),
  ],
);

/**
 * Stock moves waiting for their transaction's commit: units an order takes (`available` < 0), a paid
 * order's units leaving the shelf (`shelf` < 0), units given back. A deferred trigger (migration 0022)
 * applies a transaction's moves to their `variant_inventory` rows at COMMIT, in variant order, and deletes
 * them: a drop's hot row is locked only while the commit runs inside the database, never while the shop's
 * process works (modules/orders/README.md "Stock at commit"). A take that would leave `available` below zero
 * fails the COMMIT with check_violation on `variant_inventory_available_ck` (the transaction rolled back).
 */
export const stockMoves = pgTable('stock_moves', {
  id: id(),
  variantId: uuid('variant_id').notNull(),
  available: integer('available').notNull().default(0),
  shelf: integer('shelf').notNull().default(0),
});

/**
 * A bundle offered on a product's page: the shopper picks `bundleSize` variants among the member variants
 * and gets the discount (spec 000 §9: percentage of the chosen items' regular price, or an amount off).
 */
export const bundles = pgTable(
  'bundles',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    imageUrl: text('image_url'),
    discountType: text('discount_type').notNull().default('NONE'),
    /** Whole percent for PERCENTAGE, cents for SET_AMOUNT, 0 otherwise. */
    discountValue: integer('discount_value').notNull().default(0),
    bundleSize: integer('bundle_size').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('bundles_product_idx').on(t.productId, t.position),
    check('bundles_discount_type_ck', oneOf(t.discountType, BUNDLE_DISCOUNT_TYPES)),
    check('bundles_discount_value_ck', sql`${t.discountValue} >= 0`),
    check('bundles_percentage_ck', sql`${t.discountType} <> 'PERCENTAGE' or ${t.discountValue} <= 100`),
    check('bundles_size_ck', sql`${t.bundleSize} >= 1`),
  ],
);

export const bundleVariants = pgTable(
  'bundle_variants',
  {
    bundleId: uuid('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bundleId, t.variantId] }),
    index('bundle_variants_variant_idx').on(t.variantId),
  ],
);
