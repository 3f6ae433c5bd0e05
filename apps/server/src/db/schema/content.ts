import {
  ARTICLE_STATUSES,
  BANNER_CONTENT_TYPES,
  BANNER_PLACEMENTS,
  COLLAB_DISPLAY_MODES,
} from '@shop/domain/content';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { createdAt, id, oneOf, timestamptz, updatedAt } from './columns.ts';

/**
 * Spec 002 §3 banner. `extra` is the product slug (PRODUCT), the article slug (ARTICLE) or an external url
 * (TEXT). `placement` says where staff meant it to appear; pages that curate banners link them explicitly.
 */
export const banners = pgTable(
  'banners',
  {
    id: id(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    imageLandscapeUrl: text('image_landscape_url').notNull(),
    imagePortraitUrl: text('image_portrait_url').notNull(),
    extra: text('extra').notNull().default(''),
    placement: text('placement').notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('banners_placement_idx').on(t.placement, t.position),
    check('banners_content_type_ck', oneOf(t.contentType, BANNER_CONTENT_TYPES)),
    check('banners_placement_ck', oneOf(t.placement, BANNER_PLACEMENTS)),
  ],
);

export const articleCategories = pgTable('article_categories', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
});

/** News and blog posts; `content` is HTML that the storefront sanitises before display. */
export const articles = pgTable(
  'articles',
  {
    id: id(),
    categoryId: uuid('category_id').references(() => articleCategories.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    thumbnailUrl: text('thumbnail_url'),
    bannerImages: text('banner_images').array().notNull().default(sql`'{}'::text[]`),
    summary: text('summary').notNull().default(''),
    content: text('content').notNull().default(''),
    status: text('status').notNull().default('DRAFT'),
    publishedDate: timestamptz('published_date'),
    /** Article home (spec 002 §3): highlight articles and feature articles. */
    isHighlight: boolean('is_highlight').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('articles_status_published_idx').on(t.status, t.publishedDate),
    index('articles_category_idx').on(t.categoryId),
    index('articles_created_idx').on(t.createdAt),
    check('articles_status_ck', oneOf(t.status, ARTICLE_STATUSES)),
    check('articles_published_ck', sql`${t.status} <> 'PUBLISHED' or ${t.publishedDate} is not null`),
  ],
);

/** Artists and partners (spec 002 §3 "Collaboration"); feature, concept and makingOf are HTML. */
export const collaborators = pgTable(
  'collaborators',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    avatarUrl: text('avatar_url'),
    /** collabLogo of a collab product card. */
    logoUrl: text('logo_url'),
    /** originData.pivot.link: the artist's own page. */
    link: text('link'),
    shortDescription: text('short_description').notNull().default(''),
    feature: text('feature').notNull().default(''),
    bannerText: text('banner_text').notNull().default(''),
    bannerImageUrl: text('banner_image_url'),
    project: text('project').notNull().default(''),
    concept: text('concept').notNull().default(''),
    makingOf: text('making_of').notNull().default(''),
    facebookReact: integer('facebook_react').notNull().default(0),
    soldOldTime: integer('sold_old_time').notNull().default(0),
    totalSold: integer('total_sold').notNull().default(0),
    displayMode: text('display_mode').notNull().default('DEFAULT'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('collaborators_position_idx').on(t.position),
    check('collaborators_display_mode_ck', oneOf(t.displayMode, COLLAB_DISPLAY_MODES)),
  ],
);

/** An artist's products by release year; `featured` ones show on the home page and collab cards. */
export const collaboratorProducts = pgTable(
  'collaborator_products',
  {
    collaboratorId: uuid('collaborator_id')
      .notNull()
      .references(() => collaborators.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    featured: boolean('featured').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.collaboratorId, t.productId] }),
    index('collaborator_products_product_idx').on(t.productId),
    index('collaborator_products_year_idx').on(t.collaboratorId, t.year),
    check('collaborator_products_year_ck', sql`${t.year} between 2000 and 2100`),
  ],
);
