import {
  articleDetailResponse,
  articleIdParam,
  newsCategoryQuery,
  newsCategoryResponse,
  newsHomeResponse,
  slugParam,
} from '@shop/domain/content';
import { requireStaff } from '../../http/auth.ts';
import type { ApiApp } from '../../http/types.ts';
import { getArticle, previewArticle } from './get-article.ts';
import { getNewsHome } from './get-news-home.ts';
import { listCategoryArticles } from './list-category-articles.ts';

const SANITISED = 'Article HTML (`article.content`) is sanitised by the server: render it as is.';

export async function newsRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/news',
    {
      schema: {
        summary: 'News home',
        description:
          'Highlight articles, feature articles, and feature categories with their newest articles.',
        tags: ['content'],
        response: { 200: newsHomeResponse },
      },
    },
    async () => getNewsHome(app.ctx),
  );

  app.get(
    '/news/categories/:slug',
    {
      schema: {
        summary: 'Articles of a category',
        description:
          'Published articles, newest first; page from 1, size 12 by default. Unknown category: 404.',
        tags: ['content'],
        params: slugParam,
        querystring: newsCategoryQuery,
        response: { 200: newsCategoryResponse },
      },
    },
    async (request) => listCategoryArticles(app.ctx, request.params.slug, request.query),
  );

  app.get(
    '/news/:slug',
    {
      schema: {
        summary: 'Article',
        description: `A published article with related posts and its category; drafts and unknown slugs: 404. ${SANITISED}`,
        tags: ['content'],
        params: slugParam,
        response: { 200: articleDetailResponse },
      },
    },
    async (request) => getArticle(app.ctx, request.params.slug),
  );

  app.get(
    '/staff/news/:id/preview',
    {
      schema: {
        summary: 'Article preview (staff)',
        description: `Any article by id, drafts included, as /news/{slug} answers it. 401 anonymous, 403 shoppers. ${SANITISED}`,
        tags: ['content'],
        params: articleIdParam,
        response: { 200: articleDetailResponse },
      },
    },
    async (request, reply) => {
      requireStaff(request);
      // A draft must not linger in a shared cache.
      reply.header('cache-control', 'private, no-store');
      return previewArticle(app.ctx, request.params.id);
    },
  );
}
