import { and, asc, count, desc, eq, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { articleCategories, articles } from '../../../db/schema/index.ts';

/** The news SQL. "Published" means PUBLISHED with a publishedDate that has come (scheduled posts wait). */
const published = (now: Date): SQL =>
  and(eq(articles.status, 'PUBLISHED'), lte(articles.publishedDate, now)) as SQL;

const newestFirst = [desc(articles.publishedDate), desc(articles.id)];

const summaryColumns = {
  id: articles.id,
  title: articles.title,
  slug: articles.slug,
  summary: articles.summary,
  thumbnailUrl: articles.thumbnailUrl,
  publishedDate: articles.publishedDate,
  categoryId: articles.categoryId,
  categorySlug: articleCategories.slug,
  categoryName: articleCategories.name,
};

export interface ArticleSummaryRow {
  id: string;
  title: string;
  slug: string;
  summary: string;
  thumbnailUrl: string | null;
  publishedDate: Date | null;
  categoryId: string | null;
  categorySlug: string | null;
  categoryName: string | null;
}

function summaries(db: Db, where: SQL | undefined) {
  return db
    .select(summaryColumns)
    .from(articles)
    .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(where);
}

/** Highlight or feature articles of the news home, newest first. */
export function findFlaggedArticles(
  db: Db,
  now: Date,
  flag: 'isHighlight' | 'isFeatured',
  limit: number,
): Promise<ArticleSummaryRow[]> {
  return summaries(db, and(published(now), eq(articles[flag], true)))
    .orderBy(...newestFirst)
    .limit(limit);
}

export function findCategories(db: Db) {
  return db
    .select({
      id: articleCategories.id,
      slug: articleCategories.slug,
      name: articleCategories.name,
      description: articleCategories.description,
    })
    .from(articleCategories)
    .orderBy(asc(articleCategories.position), asc(articleCategories.slug));
}

export async function findCategoryBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({
      id: articleCategories.id,
      slug: articleCategories.slug,
      name: articleCategories.name,
      description: articleCategories.description,
    })
    .from(articleCategories)
    .where(eq(articleCategories.slug, slug))
    .limit(1);
  return row;
}

/** The newest `perCategory` published articles of every category, in one statement (a window function). */
export async function findLatestPerCategory(
  db: Db,
  now: Date,
  perCategory: number,
): Promise<ArticleSummaryRow[]> {
  const ranked = db
    .select({
      ...summaryColumns,
      // Two tables' `slug` and `name` inside one subquery need names of their own.
      categorySlug: sql<string | null>`${articleCategories.slug}`.as('category_slug'),
      categoryName: sql<string | null>`${articleCategories.name}`.as('category_name'),
      rank: sql<number>`row_number() over (partition by ${articles.categoryId} order by ${articles.publishedDate} desc, ${articles.id} desc)`.as(
        'rank',
      ),
    })
    .from(articles)
    .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(and(published(now), sql`${articles.categoryId} is not null`))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, perCategory))
    .orderBy(desc(ranked.publishedDate), desc(ranked.id));
  return rows.map(({ rank: _, ...r }) => r);
}

export async function findArticlesInCategory(
  db: Db,
  now: Date,
  categoryId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: ArticleSummaryRow[]; total: number }> {
  const where = and(published(now), eq(articles.categoryId, categoryId));
  const [rows, [total]] = await Promise.all([
    summaries(db, where)
      .orderBy(...newestFirst)
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const detailColumns = {
  ...summaryColumns,
  status: articles.status,
  bannerImages: articles.bannerImages,
  content: articles.content,
  updatedAt: articles.updatedAt,
};

export type ArticleRow = ArticleSummaryRow & {
  status: string;
  bannerImages: string[];
  content: string;
  updatedAt: Date;
};

/** A published article by slug; drafts and scheduled posts are not found. */
export async function findPublishedArticle(db: Db, now: Date, slug: string): Promise<ArticleRow | undefined> {
  const [row] = await db
    .select(detailColumns)
    .from(articles)
    .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(and(published(now), eq(articles.slug, slug)))
    .limit(1);
  return row;
}

/** Any article by id, drafts included: the staff preview. */
export async function findArticleById(db: Db, id: string): Promise<ArticleRow | undefined> {
  const [row] = await db
    .select(detailColumns)
    .from(articles)
    .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(eq(articles.id, id))
    .limit(1);
  return row;
}

/** Other published articles, those of the same category first, then the newest. */
export function findRelatedArticles(
  db: Db,
  now: Date,
  of: { id: string; categoryId: string | null },
  limit: number,
): Promise<ArticleSummaryRow[]> {
  // coalesce: an article without a category compares as null, which a descending sort would put first.
  const sameCategory = of.categoryId
    ? [sql`coalesce(${articles.categoryId} = ${of.categoryId}, false) desc`]
    : [];
  return summaries(db, and(published(now), ne(articles.id, of.id)))
    .orderBy(...sameCategory, ...newestFirst)
    .limit(limit);
}

/** Every published article's slug and last change, for the sitemap. */
export function findPublishedArticleSlugs(db: Db, now: Date) {
  return db
    .select({ slug: articles.slug, updatedAt: articles.updatedAt, publishedDate: articles.publishedDate })
    .from(articles)
    .where(published(now))
    .orderBy(...newestFirst);
}
