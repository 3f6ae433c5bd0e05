import { DomainError } from '@shop/domain';
import {
  bundleItemsInput,
  cart,
  cartAnswer,
  cartItemInput,
  cartItemUpdate,
  cartLineIdParams,
  guestAddInput,
  guestBundlesInput,
  guestCartInput,
  guestUpdateInput,
} from '@shop/domain/cart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../../http/auth.ts';
import { enforceLimits, LIMITS } from '../../http/rate-limits.ts';
import { clearSessionCookie } from '../../http/session-cookie.ts';
import type { ApiApp } from '../../http/types.ts';
import { addCartBundles } from './add-cart-bundles.ts';
import { addCartItem } from './add-cart-item.ts';
import { addGuestBundles, addGuestItem, priceGuestCart, updateGuestItem } from './guest-cart.ts';
import { readCallerCart, type SessionCaller, sessionCaller, sessionUser } from './member-cart.ts';
import { removeCartItem } from './remove-cart-item.ts';
import { sendCart } from './send-cart.ts';
import { syncCart } from './sync-cart.ts';
import { updateCartItem } from './update-cart-item.ts';

const tags = ['cart'];
const notYours = "Another shopper's line id answers 404 NOT_FOUND, exactly like an unknown one.";
const errors =
  'Refusals are 400 with errorParams.type (spec 000 §8, 002 §3): ECOM-111 unavailable (or COUNT_DOWN_ERROR), ECOM-112 out of stock, ECOM-113 quantity (currentStock, room), ECOM-114/115 bundle unavailable/combination, CART_PASSWORD_INVALID, DISTRIBUTOR_ONLY, PURCHASE_LIMIT_REACHED (limit, remaining), CART_FULL (max).';

/** A secret typed for a protected product counts against the same limits as POST /products/{id}/access. */
async function limitSecretTries(
  app: ApiApp,
  ip: string,
  target: string,
  secret: string | undefined,
  reply: Parameters<typeof enforceLimits>[1],
) {
  if (secret === undefined) return;
  await enforceLimits(app.ctx, reply, [
    { rule: LIMITS.productAccessPerIp, value: ip },
    { rule: LIMITS.productAccessPerProduct, value: `${ip}:${target}` },
  ]);
}

/**
 * Runs a route that reads its session itself (`ownSession`: the cart's read, and the add and the removal, whose write reads it,
 * member-cart.ts) with the caller of the session cookie: a body or id that fails validation is refused only
 * once the session is known to hold (401 first, as where the session hook and `requireUser` run before
 * validation); a cookie without a valid session is cleared with the 401, as the session hook does.
 */
async function withSession(
  app: ApiApp,
  request: FastifyRequest,
  reply: FastifyReply,
  run: (caller: SessionCaller) => Promise<FastifyReply>,
): Promise<FastifyReply> {
  const caller = sessionCaller(request.cookies[app.ctx.config.session.cookieName] ?? '');
  try {
    if (request.validationError) {
      await sessionUser(app.ctx, caller);
      throw request.validationError;
    }
    return await run(caller);
  } catch (err) {
    if (err instanceof DomainError && err.httpStatus === 401) clearSessionCookie(reply, app.ctx.config);
    throw err;
  } finally {
    request.user = caller.user;
  }
}

export async function cartRoutes(app: ApiApp): Promise<void> {
  const { ctx } = app;

  // Prices and stock are of this moment and the cart is the shopper's own: never cached anywhere.
  await app.register(async (guest: ApiApp) => {
    guest.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    guest.put(
      '/cart/guest',
      {
        schema: {
          summary: "Price a guest's cart",
          description:
            'The browser keeps a guest cart in local storage and sends its lines; the answer has every line with current prices, stock and warnings. A bad line (garbage, unknown shape) is dropped and listed in `dropped`; past 50 lines the rest is dropped (CART_FULL).',
          tags,
          body: guestCartInput,
          response: { 200: cartAnswer },
        },
      },
      async (request, reply) =>
        sendCart(ctx, reply, cartAnswer, await priceGuestCart(ctx, request.body.cartItems)),
    );

    guest.post(
      '/cart/guest/items',
      {
        schema: {
          summary: "Add to a guest's cart",
          description: `Checks the add against the lines sent and answers the new cart for the browser to keep. ${errors}`,
          tags,
          body: guestAddInput,
          response: { 200: cartAnswer },
        },
      },
      async (request, reply) => {
        const { cartItem } = request.body;
        await limitSecretTries(guest, request.ip, cartItem.variantId, cartItem.accessPassword, reply);
        return sendCart(ctx, reply, cartAnswer, await addGuestItem(ctx, request.body.cartItems, cartItem));
      },
    );

    guest.put(
      '/cart/guest/items',
      {
        schema: {
          summary: "Change a guest line's quantity",
          description: `The line is named by its key. ${errors}`,
          tags,
          body: guestUpdateInput,
          response: { 200: cartAnswer },
        },
      },
      async (request, reply) => {
        const { key, cartItems, ...input } = request.body;
        await limitSecretTries(guest, request.ip, key, input.accessPassword, reply);
        return sendCart(ctx, reply, cartAnswer, await updateGuestItem(ctx, cartItems, key, input));
      },
    );

    guest.post(
      '/cart/guest/bundles',
      {
        schema: {
          summary: "Add bundles to a guest's cart",
          description: `All or none. ${errors}`,
          tags,
          body: guestBundlesInput,
          response: { 200: cartAnswer },
        },
      },
      async (request, reply) =>
        sendCart(
          ctx,
          reply,
          cartAnswer,
          await addGuestBundles(ctx, request.body.cartItems, request.body.bundles),
        ),
    );
  });

  await app.register(async (me: ApiApp) => {
    // Signed-in shoppers only, checked before the body is validated.
    const cookieName = ctx.config.session.cookieName;
    me.addHook('preValidation', async (request) => {
      // The add and the removal read the session in their write (`withSession`): here only whether there is
      // a cookie at all.
      if (request.routeOptions.config?.ownSession) {
        if (!request.cookies[cookieName]) throw new DomainError('UNAUTHORIZED', {}, 401);
        return;
      }
      requireUser(request);
    });
    me.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    me.get(
      '/me/cart',
      {
        schema: {
          summary: 'My cart',
          description: 'Priced now, with warnings.',
          tags,
          response: { 200: cart },
        },
        config: { ownSession: true },
      },
      // The session is read beside the cart, in one statement (`readCallerCart`).
      async (request, reply) =>
        withSession(me, request, reply, async (caller) =>
          sendCart(ctx, reply, cart, await readCallerCart(ctx, caller)),
        ),
    );

    me.patch(
      '/me/cart/items',
      {
        schema: {
          summary: 'Add to my cart',
          description: `Adding a variant already in the cart adds to its line. ${errors}`,
          tags,
          body: z.object({ cartItem: cartItemInput }),
          response: { 200: cart },
        },
        // The session is read in the add's write (`withSession`), the body checked after it.
        config: { ownSession: true },
        attachValidation: true,
      },
      async (request, reply) =>
        withSession(me, request, reply, async (caller) => {
          const { cartItem } = request.body;
          // A secret's tries count once the session is known to hold, as before any other change.
          if (cartItem.accessPassword !== undefined) {
            await sessionUser(ctx, caller);
            await limitSecretTries(me, request.ip, cartItem.variantId, cartItem.accessPassword, reply);
          }
          return sendCart(ctx, reply, cart, await addCartItem(ctx, caller, cartItem));
        }),
    );

    me.patch(
      '/me/cart/items/:id',
      {
        schema: {
          summary: 'Change the quantity of one of my lines',
          description: `Lowering always works; raising is checked like an add. \`accessPassword\` renews a changed secret. ${notYours} ${errors}`,
          tags,
          params: cartLineIdParams,
          body: cartItemUpdate,
          response: { 200: cart },
        },
      },
      async (request, reply) => {
        await limitSecretTries(me, request.ip, request.params.id, request.body.accessPassword, reply);
        return sendCart(
          ctx,
          reply,
          cart,
          await updateCartItem(ctx, requireUser(request).id, request.params.id, request.body),
        );
      },
    );

    me.delete(
      '/me/cart/items/:id',
      {
        schema: {
          summary: 'Remove one of my lines',
          description: notYours,
          tags,
          params: cartLineIdParams,
          response: { 200: cart },
        },
        // The session is read in the removal's write (`withSession`), the id checked after it.
        config: { ownSession: true },
        attachValidation: true,
      },
      async (request, reply) =>
        withSession(me, request, reply, async (caller) =>
          sendCart(ctx, reply, cart, await removeCartItem(ctx, caller, request.params.id)),
        ),
    );

    me.post(
      '/me/cart/bundles',
      {
        schema: {
          summary: 'Add bundles to my cart',
          description: `All or none; every failing bundle is listed in \`errors\` with its type and bundleId. ${errors}`,
          tags,
          body: bundleItemsInput,
          response: { 200: cart },
        },
      },
      async (request, reply) =>
        sendCart(
          ctx,
          reply,
          cart,
          await addCartBundles(ctx, requireUser(request).id, request.body.cartItems),
        ),
    );

    me.put(
      '/me/cart/sync',
      {
        schema: {
          summary: 'Merge my guest cart into my cart (login)',
          description:
            'The same variant or bundle adds up, capped by stock, 99, the per-customer limit and 50 lines; what could not be merged is listed in `dropped` with the reason.',
          tags,
          body: guestCartInput,
          response: { 200: cartAnswer },
        },
      },
      async (request, reply) =>
        sendCart(
          ctx,
          reply,
          cartAnswer,
          await syncCart(ctx, requireUser(request).id, request.body.cartItems),
        ),
    );
  });
}
