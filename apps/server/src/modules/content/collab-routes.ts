import { pagingQuery } from '@shop/domain';
import { collabDetailResponse, collabListResponse, heritageResponse, slugParam } from '@shop/domain/content';
import type { ApiApp } from '../../http/types.ts';
import { getCollab } from './get-collab.ts';
import { getHeritage } from './get-heritage.ts';
import { listCollabs } from './list-collabs.ts';

export async function collabRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/collabs',
    {
      schema: {
        summary: 'Collaborations',
        description:
          'COLLAB banners, a page of collaborators (page from 1, size 12 by default) with their featured products, and milestones by year (newest first).',
        tags: ['content'],
        querystring: pagingQuery,
        response: { 200: collabListResponse },
      },
    },
    async (request) => listCollabs(app.ctx, request.query),
  );

  app.get(
    '/collabs/:slug',
    {
      schema: {
        summary: 'Collaboration',
        description:
          'A collaborator with impact figures, sanitised story HTML and products: `productsByYear` (newest year first) when displayMode is YEARLY_GROUP, `products` otherwise. Unknown slug: 404.',
        tags: ['content'],
        params: slugParam,
        response: { 200: collabDetailResponse },
      },
    },
    async (request) => getCollab(app.ctx, request.params.slug),
  );

  app.get(
    '/heritage',
    {
      schema: {
        summary: 'Heritage',
        description:
          'Event banners, archived products by year (newest year first: the spec\'s "reversed order"), and event products.',
        tags: ['content'],
        response: { 200: heritageResponse },
      },
    },
    async () => getHeritage(app.ctx),
  );
}
