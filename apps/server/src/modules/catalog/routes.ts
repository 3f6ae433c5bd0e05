import {
  bundleList,
  categoryList,
  listProductsQuery,
  productAccessInput,
  productAccessResponse,
  productCardPage,
  productDetailResponse,
  productIdParams,
  productKeyParams,
  relatedProductsQuery,
  relatedProductsResponse,
} from '@shop/domain/catalog';
import { listReviewsQuery, reviewPage } from '@shop/domain/reviews';
import { enforceLimits, LIMITS } from '../../http/rate-limits.ts';
import type { ApiApp } from '../../http/types.ts';
import { checkProductAccess } from './check-product-access.ts';
import { productDetailAnswer } from './get-product-detail.ts';
import { sendJsonAnswer } from './http-answer.ts';
import { listBundles } from './list-bundles.ts';
import { listProductReviews } from './list-product-reviews.ts';
import { listProductsAnswer } from './list-products.ts';
import { listRelatedProducts } from './list-related-products.ts';
import { findCategories } from './repository/categories.ts';
import { wishlistRoutes } from './wishlist-routes.ts';

const tags = ['catalog'];
export async function catalogRoutes(app: ApiApp): Promise<void> {
  const { ctx } = app;

  app.get(
    '/products',
    {
      schema: {
        summary: 'List products (store page)',
        description:
          'Paged product cards. Prices are integer cents; priceFrom/priceTo match a product when one of its variants costs that much now. Gift products appear only with type=GIFT_PRODUCT. Cached (ETag, max-age up to 5 s).',
        tags,
        querystring: listProductsQuery,
        response: { 200: productCardPage },
      },
    },
    async (request, reply) => {
      const answer = await listProductsAnswer(ctx, request.query);
      return sendJsonAnswer(request, reply, answer, { now: ctx.now().getTime(), shared: true });
    },
  );

  app.get(
    '/products/:slug',
    {
      schema: {
        summary: 'Product detail',
        description:
          'By slug or id: the product with variants, options, stock, event flags (computed now), review summary and recommended products. Drafts, inactive and private products are 404. `favorite` is for the signed-in shopper.',
        tags,
        params: productKeyParams,
        response: { 200: productDetailResponse },
      },
    },
    async (request, reply) => {
      const userId = request.user?.id ?? null;
      const answer = await productDetailAnswer(ctx, request.params.slug, userId);
      // The body differs per shopper (favorite): shared caches must key it by cookie.
      reply.header('vary', 'cookie');
      return sendJsonAnswer(request, reply, answer, { now: ctx.now().getTime(), shared: userId === null });
    },
  );

  app.get(
    '/products/:slug/related',
    {
      schema: {
        summary: 'Related deals',
        description:
          'In-stock products sold in a bundle with this one (BUNDLE), then same-category products on sale (ON_SALE).',
        tags,
        params: productKeyParams,
        querystring: relatedProductsQuery,
        response: { 200: relatedProductsResponse },
      },
    },
    async (request, reply) => {
      const answer = await listRelatedProducts(ctx, request.params.slug, request.query.size);
      return sendJsonAnswer(request, reply, answer, { now: ctx.now().getTime(), shared: true });
    },
  );

  app.get(
    '/products/:slug/reviews',
    {
      schema: {
        summary: 'Product reviews',
        description: 'Published reviews, newest first; `rating` keeps one star value.',
        tags,
        params: productKeyParams,
        querystring: listReviewsQuery,
        response: { 200: reviewPage },
      },
    },
    async (request) => listProductReviews(ctx, request.params.slug, request.query),
  );

  app.get(
    '/categories',
    {
      schema: {
        summary: 'Product categories',
        description: 'Main categories, then sub categories (with their main one): the store filter.',
        tags,
        response: { 200: categoryList },
      },
    },
    async () => ({ contents: await findCategories(ctx.db) }),
  );

  app.get(
    '/products/:id/bundles',
    {
      schema: {
        summary: 'Bundle offers of a product',
        description:
          'In-stock offers first; each with its member variants and how many whole bundles remain.',
        tags,
        params: productIdParams,
        response: { 200: bundleList },
      },
    },
    async (request) => listBundles(ctx, request.params.id),
  );

  app.post(
    '/products/:id/access',
    {
      schema: {
        summary: 'Check the secret code of a password-protected product',
        description:
          'Answers {valid}. Limited to 10 attempts per product and 30 in all per client address per 15 minutes (429). Across all clients, past 20 wrong secrets of a product in 15 minutes every check of it (here and in the cart) waits a growing delay, up to AUTH_DELAY_MAX_MS: never a wall, the right secret always gets in.',
        tags,
        params: productIdParams,
        body: productAccessInput,
        response: { 200: productAccessResponse },
      },
    },
    async (request, reply) => {
      await enforceLimits(ctx, reply, [
        { rule: LIMITS.productAccessPerIp, value: request.ip },
        { rule: LIMITS.productAccessPerProduct, value: `${request.ip}:${request.params.id}` },
      ]);
      return { valid: await checkProductAccess(ctx, request.params.id, request.body.password) };
    },
  );

  await wishlistRoutes(app);
}
