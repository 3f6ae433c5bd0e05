import { notFound, page } from '@shop/domain';
import type { NewsCategoryQuery, NewsCategoryResponse } from '@shop/domain/content';
import type { AppContext } from '../../http/types.ts';
import { findArticlesInCategory, findCategoryBySlug } from './repository/news.ts';
import { toArticleSummary, toCategory } from './to-article.ts';

/** A category's published articles, newest first; an unknown category is a 404. */
export async function listCategoryArticles(
  ctx: AppContext,
  slug: string,
  query: NewsCategoryQuery,
): Promise<NewsCategoryResponse> {
  const category = await findCategoryBySlug(ctx.db, slug);
  if (!category) throw notFound('articleCategory');
  const { rows, total } = await findArticlesInCategory(ctx.db, ctx.now(), category.id, {
    offset: (query.page - 1) * query.size,
    limit: query.size,
  });
  return { category: toCategory(category), articles: page(rows.map(toArticleSummary), query, total) };
}
