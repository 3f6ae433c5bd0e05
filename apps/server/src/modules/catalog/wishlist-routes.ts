import { pagingQuery } from '@shop/domain';
import { productCardPage, wishlistInput, wishlistParams, wishlistState } from '@shop/domain/catalog';
import { requireUser } from '../../http/auth.ts';
import type { ApiApp } from '../../http/types.ts';
import { listWishlist, setWishlist } from './wishlist.ts';

export async function wishlistRoutes(app: ApiApp): Promise<void> {
  const { ctx } = app;
  const tags = ['catalog'];

  app.put(
    '/me/wishlist/:productId',
    {
      schema: {
        summary: 'Add a product to the wishlist, or remove it',
        description:
          'Spec 000 §7: {flag, kind: WISHLIST}; flag false removes. Signed-in shoppers only (401).',
        tags,
        params: wishlistParams,
        body: wishlistInput,
        response: { 200: wishlistState },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return setWishlist(ctx, user.id, request.params.productId, request.body.flag);
    },
  );

  app.get(
    '/me/wishlist',
    {
      schema: {
        summary: 'The wishlist',
        description: 'Wishlisted products as cards, latest added first. Signed-in shoppers only (401).',
        tags,
        querystring: pagingQuery,
        response: { 200: productCardPage },
      },
    },
    async (request) => listWishlist(ctx, requireUser(request).id, request.query),
  );
}
