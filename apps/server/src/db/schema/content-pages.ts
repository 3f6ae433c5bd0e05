import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { products, stores } from './catalog.ts';
import { createdAt, id, oneOf, updatedAt } from './columns.ts';
import { banners, collaborators } from './content.ts';

/** A curated home page (spec 002 §7 "Home page configuration"); the storefront reads the one named `home`. */
export const homePages = pgTable('home_pages', {
  id: id(),
  storeId: uuid('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Banners of the home slider (SLIDER) and of the live-event strip (LIVE_EVENT), in order. */
export const homePageBanners = pgTable(
  'home_page_banners',
  {
    homePageId: uuid('home_page_id')
      .notNull()
      .references(() => homePages.id, { onDelete: 'cascade' }),
    bannerId: uuid('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.homePageId, t.section, t.bannerId] }),
    index('home_page_banners_banner_idx').on(t.bannerId),
    check('home_page_banners_section_ck', oneOf(t.section, ['SLIDER', 'LIVE_EVENT'])),
  ],
);

/** New releases, in order. */
export const homePageProducts = pgTable(
  'home_page_products',
  {
    homePageId: uuid('home_page_id')
      .notNull()
      .references(() => homePages.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.homePageId, t.productId] }),
    index('home_page_products_product_idx').on(t.productId),
  ],
);

/** Featured collaborations, in order; only those with featured products are shown. */
export const homePageCollabs = pgTable(
  'home_page_collabs',
  {
    homePageId: uuid('home_page_id')
      .notNull()
      .references(() => homePages.id, { onDelete: 'cascade' }),
    collaboratorId: uuid('collaborator_id')
      .notNull()
      .references(() => collaborators.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.homePageId, t.collaboratorId] }),
    index('home_page_collabs_collaborator_idx').on(t.collaboratorId),
  ],
);

/** Happy owners: shoppers' social posts shown on the home page (spec 002 §3 "Social post"). */
export const socialPosts = pgTable(
  'social_posts',
  {
    id: id(),
    homePageId: uuid('home_page_id')
      .notNull()
      .references(() => homePages.id, { onDelete: 'cascade' }),
    link: text('link').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('social_posts_home_idx').on(t.homePageId, t.position)],
);

/** A heritage decoration page (spec 002 §3): event banners, archived products by year, event products. */
export const heritages = pgTable('heritages', {
  id: id(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const heritageBanners = pgTable(
  'heritage_banners',
  {
    heritageId: uuid('heritage_id')
      .notNull()
      .references(() => heritages.id, { onDelete: 'cascade' }),
    bannerId: uuid('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.heritageId, t.bannerId] })],
);

/** The archive: products of past years, shown newest year first. */
export const heritageArchivedProducts = pgTable(
  'heritage_archived_products',
  {
    heritageId: uuid('heritage_id')
      .notNull()
      .references(() => heritages.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.heritageId, t.productId] }),
    index('heritage_archived_products_year_idx').on(t.heritageId, t.year),
    check('heritage_archived_products_year_ck', sql`${t.year} between 2000 and 2100`),
  ],
);

export const heritageEventProducts = pgTable(
  'heritage_event_products',
  {
    heritageId: uuid('heritage_id')
      .notNull()
      .references(() => heritages.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.heritageId, t.productId] })],
);

export interface SocialLink {
  name: string;
  url: string;
}

/** Per-store shell settings (spec 001 §3 "App config"): the global message zone and social links. */
export const appConfig = pgTable('app_config', {
  id: id(),
  storeId: uuid('store_id')
    .notNull()
    .unique()
    .references(() => stores.id, { onDelete: 'cascade' }),
  globalMessageContent: text('global_message_content').notNull().default(''),
  socialLinks: jsonb('social_links').$type<SocialLink[]>().notNull().default([]),
  zendeskWidgetKey: text('zendesk_widget_key'),
  updatedAt: updatedAt(),
});
