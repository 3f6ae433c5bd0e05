import { searchQuery, searchResultPage } from '@shop/domain/search';
import type { ApiApp } from '../../http/types.ts';
import { recordSearchMiss } from '../analytics/index.ts';
import { sendJsonAnswer } from '../catalog/index.ts';
import { searchProducts } from './search-products.ts';

/** The answer's page (searchResultPage) ends with its total. */
const NOTHING_FOUND = /"totalElements":0\}$/;

export async function searchRoutes(app: ApiApp): Promise<void> {
  const { ctx } = app;
  app.get(
    '/search',
    {
      schema: {
        summary: 'Search products',
        description:
          'Full text over name, description, tags, hashtags and collaborators, plus trigram similarity so that misspelt words still find ("kecap" finds keycaps). `text` is trimmed, at most 100 characters; empty text lists products. Sort RELEVANCE (default with text) or one of the listing sorts. The header panel asks page=1&size=3 and reads totalElements.',
        tags: ['search'],
        querystring: searchQuery,
        response: { 200: searchResultPage },
      },
    },
    async (request, reply) => {
      const answer = await searchProducts(ctx, request.query);
      // A first page with no product is a search that found nothing: the staff dashboard lists them.
      if (request.query.text && request.query.page === 1 && NOTHING_FOUND.test(answer.body))
        recordSearchMiss(ctx, request.query.text);
      return sendJsonAnswer(request, reply, answer, { now: ctx.now().getTime(), shared: true });
    },
  );
}
