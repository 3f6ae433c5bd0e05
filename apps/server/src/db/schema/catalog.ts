import {
  PRICE_DISPLAY_SETTINGS,
  PRODUCT_PRIVACIES,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  QUANTITY_DISPLAY_SETTINGS,
} from '@shop/domain/catalog';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, oneOf, timestamptz, updatedAt } from './columns.ts';
import { tsvector } from './search.ts';

/** A seller. Shipping methods and fees hang off the store (later work). */
export const stores = pgTable('stores', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  currency: text('currency').notNull().default('USD'),
  ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Main categories have no parent; sub categories point at their main one. */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('MAIN'),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId),
    check('categories_kind_ck', oneOf(t.kind, ['MAIN', 'SUB'])),
    check('categories_parent_ck', sql`(${t.kind} = 'MAIN') = (${t.parentId} is null)`),
  ],
);

/** A card badge such as HOT or NEW; `style` is a CSS modifier the storefront maps to colours. */
export const productTags = pgTable('product_tags', {
  id: id(),
  name: text('name').notNull().unique(),
  style: text('style').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'restrict' }),
    type: text('type').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    subName: text('sub_name'),
    alias: text('alias'),
    description: text('description').notNull().default(''),
    privacy: text('privacy').notNull().default('PUBLIC'),
    status: text('status').notNull().default('DRAFT'),
    hasCountDown: boolean('has_count_down').notNull().default(false),
    eventStartTime: timestamptz('event_start_time'),
    eventEndTime: timestamptz('event_end_time'),
    priceDisplaySetting: text('price_display_setting').notNull().default('LOWEST_PRICE'),
    quantityDisplaySetting: text('quantity_display_setting').notNull().default('SHOW_LOW_STOCK'),
    starReward: integer('star_reward').notNull().default(0),
    mainCategoryId: uuid('main_category_id').references(() => categories.id, { onDelete: 'set null' }),
    subCategoryId: uuid('sub_category_id').references(() => categories.id, { onDelete: 'set null' }),
    tagId: uuid('tag_id').references(() => productTags.id, { onDelete: 'set null' }),
    isCheckoutPasswordProtected: boolean('is_checkout_password_protected').notNull().default(false),
    /** scrypt hash of the artist's secret code (see modules/catalog/checkout-password.ts); never the code. */
    checkoutPasswordHash: text('checkout_password_hash'),
    purchasable: boolean('purchasable').notNull().default(true),
    releaseDate: timestamptz('release_date'),
    isBackOnShelf: boolean('is_back_on_shelf').notNull().default(false),
    refLink: text('ref_link'),
    /** Distributor-only products are bought through product_distributors links, never our cart. */
    isDistributor: boolean('is_distributor').notNull().default(false),
    /** Ours: at most this many per customer over cart and orders (drops); null = no limit. */
    maxPerCustomer: integer('max_per_customer'),
    /** Auctions only: the current highest bid in cents. */
    highestBidPrice: integer('highest_bid_price'),
    shortInfo: text('short_info').notNull().default(''),
    longInfo: text('long_info').notNull().default(''),
    specification: text('specification').notNull().default(''),
    package: text('package').notNull().default(''),
    deliveryAndShipping: text('delivery_and_shipping').notNull().default(''),
    hashtags: text('hashtags').array().notNull().default(sql`'{}'::text[]`),
    /** Review summary kept by the reviews work, so "Rating high to low" sorts without a join. */
    ratingOverall: real('rating_overall').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /**
     * Full-text document over name, sub name, alias, collaborators, tag, hashtags, categories and description,
     * kept by database triggers (so every writer keeps it right); see modules/search/README.md.
     */
    searchDocument: tsvector('search_document'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_slug_uq').on(t.slug),
    index('products_status_created_idx').on(t.status, t.createdAt),
    index('products_type_idx').on(t.type),
    index('products_created_idx').on(t.createdAt),
    index('products_main_category_idx').on(t.mainCategoryId),
    index('products_sub_category_idx').on(t.subCategoryId),
    index('products_store_idx').on(t.storeId),
    index('products_search_document_idx').using('gin', t.searchDocument),
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    check('products_type_ck', oneOf(t.type, PRODUCT_TYPES)),
    check('products_status_ck', oneOf(t.status, PRODUCT_STATUSES)),
    check('products_privacy_ck', oneOf(t.privacy, PRODUCT_PRIVACIES)),
    check('products_price_display_ck', oneOf(t.priceDisplaySetting, PRICE_DISPLAY_SETTINGS)),
    check('products_quantity_display_ck', oneOf(t.quantityDisplaySetting, QUANTITY_DISPLAY_SETTINGS)),
    check('products_star_reward_ck', sql`${t.starReward} >= 0`),
    check('products_max_per_customer_ck', sql`${t.maxPerCustomer} is null or ${t.maxPerCustomer} >= 1`),
    check(
      'products_event_window_ck',
      sql`${t.eventStartTime} is null or ${t.eventEndTime} is null or ${t.eventEndTime} >= ${t.eventStartTime}`,
    ),
    check(
      'products_password_ck',
      sql`not ${t.isCheckoutPasswordProtected} or ${t.checkoutPasswordHash} is not null`,
    ),
  ],
);

/** Where a distributor-only product can be bought (the distributor chooser of spec 000 §2). */
export const productDistributors = pgTable(
  'product_distributors',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_distributors_product_idx').on(t.productId, t.position)],
);

/** Gallery images in display order; the first is the card image. */
export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    fileName: text('file_name').notNull(),
    fileExtension: text('file_extension').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);
