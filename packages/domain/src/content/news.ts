import { z } from 'zod';
import { pageOf, pagingQuery } from '../shared/paging.ts';

/** Spec 002 §9: article list page size 12 (pages count from 1 here, like every listing of this API). */
export const ARTICLE_PAGE_SIZE = 12;
/** How many articles each section of the news home shows, and how many related posts an article gets. */
export const NEWS_HOME_LIMITS = { highlights: 5, features: 6, perCategory: 4 } as const;
export const RELATED_POSTS = 3;

/** A slug in a path: lower-case words joined by hyphens; anything else cannot name a page (400). */
export const slugParam = z.object({
  slug: z
    .string()
    .max(200)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Invalid slug'),
});

export const articleCategory = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
});
export type ArticleCategory = z.infer<typeof articleCategory>;

/** What a link to an article needs (cards, related posts, banners); `summary` doubles as its excerpt. */
export const articleSummary = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** ISO time; null only for a draft seen through the staff preview. */
  publishedDate: z.string().nullable(),
  category: articleCategory.pick({ slug: true, name: true }).nullable(),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

/**
 * What a page needs for its <title>, description and Open Graph / Twitter card: absolute URLs built from
 * the server's PUBLIC_URL, so a shared link shows its picture wherever it is pasted.
 */
export const seoMeta = z.object({
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  canonicalUrl: z.string(),
});
export type SeoMeta = z.infer<typeof seoMeta>;

/** Spec 002 §3 article. `content` is HTML already sanitised by the server: render it as is. */
export const article = articleSummary.extend({
  status: z.enum(['DRAFT', 'PUBLISHED']),
  bannerImages: z.array(z.string()),
  content: z.string(),
  updatedDate: z.string(),
  seo: seoMeta,
});
export type Article = z.infer<typeof article>;

/** GET /api/v1/news: the article home of spec 002 §3. */
export const newsHomeResponse = z.object({
  highlightArticles: z.array(articleSummary),
  featureArticles: z.array(articleSummary),
  featureCategories: z.array(z.object({ articleCategory, articles: z.array(articleSummary) })),
});
export type NewsHomeResponse = z.infer<typeof newsHomeResponse>;

/** page from 1 and size (default 12 = ARTICLE_PAGE_SIZE, the listing default of every paged call). */
export const newsCategoryQuery = pagingQuery;
export type NewsCategoryQuery = z.infer<typeof newsCategoryQuery>;

/** GET /api/v1/news/categories/{slug}: the category and a page of its articles, newest first. */
export const newsCategoryResponse = z.object({
  category: articleCategory,
  articles: pageOf(articleSummary),
});
export type NewsCategoryResponse = z.infer<typeof newsCategoryResponse>;

/** GET /api/v1/news/{slug} and the staff preview: the article, related posts and its category. */
export const articleDetailResponse = z.object({
  article,
  relatedPosts: z.array(articleSummary),
  category: articleCategory.nullable(),
});
export type ArticleDetailResponse = z.infer<typeof articleDetailResponse>;

export const articleIdParam = z.object({ id: z.uuid('Invalid id') });
