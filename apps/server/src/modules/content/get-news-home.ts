import { NEWS_HOME_LIMITS, type NewsHomeResponse } from '@shop/domain/content';
import type { AppContext } from '../../http/types.ts';
import { findCategories, findFlaggedArticles, findLatestPerCategory } from './repository/news.ts';
import { toArticleSummary, toCategory } from './to-article.ts';

/**
 * The article home (spec 002 §3): highlight articles, feature articles and, per category in the staff's
 * order, its newest articles. A category without published articles is left out rather than shown empty.
 */
export async function getNewsHome(ctx: AppContext): Promise<NewsHomeResponse> {
  const now = ctx.now();
  const [highlights, features, categories, latest] = await Promise.all([
    findFlaggedArticles(ctx.db, now, 'isHighlight', NEWS_HOME_LIMITS.highlights),
    findFlaggedArticles(ctx.db, now, 'isFeatured', NEWS_HOME_LIMITS.features),
    findCategories(ctx.db),
    findLatestPerCategory(ctx.db, now, NEWS_HOME_LIMITS.perCategory),
  ]);
  return {
    highlightArticles: highlights.map(toArticleSummary),
    featureArticles: features.map(toArticleSummary),
    featureCategories: categories
      .map((c) => ({
        articleCategory: toCategory(c),
        articles: latest.filter((a) => a.categoryId === c.id).map(toArticleSummary),
      }))
      .filter((c) => c.articles.length > 0),
  };
}
