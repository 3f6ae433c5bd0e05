import { notFound } from '@shop/domain';
import { type ArticleDetailResponse, RELATED_POSTS } from '@shop/domain/content';
import type { AppContext } from '../../http/types.ts';
import {
  type ArticleRow,
  findArticleById,
  findCategories,
  findPublishedArticle,
  findRelatedArticles,
} from './repository/news.ts';
import { toArticle, toArticleSummary, toCategory } from './to-article.ts';

async function detail(ctx: AppContext, row: ArticleRow): Promise<ArticleDetailResponse> {
  const [related, categories, article] = await Promise.all([
    findRelatedArticles(ctx.db, ctx.now(), row, RELATED_POSTS),
    row.categoryId ? findCategories(ctx.db) : Promise.resolve([]),
    toArticle(ctx.config, row),
  ]);
  const category = categories.find((c) => c.id === row.categoryId);
  return {
    article,
    relatedPosts: related.map(toArticleSummary),
    category: category ? toCategory(category) : null,
  };
}

/** A published article by slug, with related posts; drafts and unknown slugs are the same 404. */
export async function getArticle(ctx: AppContext, slug: string): Promise<ArticleDetailResponse> {
  const row = await findPublishedArticle(ctx.db, ctx.now(), slug);
  if (!row) throw notFound('article');
  return detail(ctx, row);
}

/** Staff preview by id: any status, so a draft can be read before it is published. */
export async function previewArticle(ctx: AppContext, id: string): Promise<ArticleDetailResponse> {
  const row = await findArticleById(ctx.db, id);
  if (!row) throw notFound('article');
  return detail(ctx, row);
}
