import type { Article, ArticleCategory, ArticleSummary } from '@shop/domain/content';
import type { Config } from '../../config.ts';
import { absoluteUrl, plainDescription } from './public-url.ts';
import type { ArticleRow, ArticleSummaryRow } from './repository/news.ts';
import { sanitizeOnce } from './sanitize-html.ts';

export function toArticleSummary(row: ArticleSummaryRow): ArticleSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    thumbnailUrl: row.thumbnailUrl,
    publishedDate: row.publishedDate?.toISOString() ?? null,
    category:
      row.categorySlug && row.categoryName ? { slug: row.categorySlug, name: row.categoryName } : null,
  };
}

export function toCategory(row: ArticleCategory): ArticleCategory {
  return { id: row.id, slug: row.slug, name: row.name, description: row.description };
}

/** The article with its HTML sanitised and what a page needs for meta tags and link previews. */
export async function toArticle(config: Config, row: ArticleRow): Promise<Article> {
  const content = await sanitizeOnce(row.content);
  const image = row.bannerImages[0] ?? row.thumbnailUrl;
  return {
    ...toArticleSummary(row),
    status: row.status === 'PUBLISHED' ? 'PUBLISHED' : 'DRAFT',
    bannerImages: row.bannerImages,
    content,
    updatedDate: row.updatedAt.toISOString(),
    seo: {
      title: row.title,
      description: row.summary.trim() || plainDescription(content),
      imageUrl: image ? absoluteUrl(config, image) : null,
      canonicalUrl: absoluteUrl(config, `/news/${row.slug}`),
    },
  };
}
