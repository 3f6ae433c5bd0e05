import { DomainError } from '@shop/domain';
import {
  cancelOrderInput,
  cancelPreview,
  groupIdParams,
  orderDetail,
  orderGroup,
  orderIdParams,
  orderList,
  orderListQuery,
  placeOrderInput,
} from '@shop/domain/orders';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../../http/auth.ts';
import { clearSessionCookie } from '../../http/session-cookie.ts';
import type { ApiApp, AppContext } from '../../http/types.ts';
import { resolveSession } from '../accounts/index.ts';
import { catalogStockChanged } from '../catalog/index.ts';
import { admitOrder } from './admit-order.ts';
import { cancelOrder, cancelPreview as previewCancel } from './cancel-order.ts';
import { getGroup } from './get-group.ts';
import { getOrder, listOrders } from './get-order.ts';
import { paymentRoutes } from './payment-routes.ts';
import { checkIdempotencyKey, placeOrder } from './place-order.ts';
import { staffOrderRoutes } from './staff-routes.ts';
import { startPayment } from './start-payment.ts';

const tags = ['orders'];
const notYours = "Another shopper's id answers 404 NOT_FOUND, exactly like an unknown one.";

/**
 * A POST /orders refused before its intake read (a malformed body or Idempotency-Key): 401 first when the
 * cookie holds no valid session, as on every other route (the session hook and requireUser run before
 * validation there), else the request's own error.
 */
async function refuseBeforeIntake(request: FastifyRequest, reply: FastifyReply, token: string, err: unknown) {
  const { ctx } = request.server as unknown as ApiApp;
  if (!(await resolveSession(ctx, token))) {
    clearSessionCookie(reply, ctx.config);
    throw new DomainError('UNAUTHORIZED', {}, 401);
  }
  throw err;
}

export async function orderRoutes(app: ApiApp): Promise<void> {
  await app.register(async (me: ApiApp) => {
    const cookieName = me.ctx.config.session.cookieName;
    me.addHook('preValidation', async (request) => {
      // POST /orders reads its session itself, in its intake statement (admit-order.ts): here only whether
      // there is a cookie at all.
      if (request.routeOptions.config?.ownSession) {
        if (!request.cookies[cookieName]) throw new DomainError('UNAUTHORIZED', {}, 401);
        return;
      }
      requireUser(request);
    });
    me.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    me.post(
      '/orders',
      {
        schema: {
          summary: 'Place the cart as orders (one per store) and start paying',
          description:
            'Header Idempotency-Key (8-200 of A-Z a-z 0-9 - _): the same key answers the same group (200), ' +
            'concurrent or later; with another body 409 IDEMPOTENCY_KEY_REUSED. Prices and totals are ' +
            "the server's. The answer's payment says what the browser does next (modules/orders/README.md). " +
            'A sold-out variant is refused at once (400 ECOM-112/113); too many placements at once wait their ' +
            'turn, then 429 TOO_MANY_REQUESTS with Retry-After.',
          tags,
          body: placeOrderInput,
          response: { 200: orderGroup, 201: orderGroup },
        },
        // The app's session hook leaves this route alone: the session is read in the intake statement.
        config: { ownSession: true },
        // A malformed body is refused in the handler, after the session is checked (`refuseBeforeIntake`).
        attachValidation: true,
      },
      async (request, reply) => {
        const token = request.cookies[cookieName] ?? '';
        if (request.validationError) await refuseBeforeIntake(request, reply, token, request.validationError);
        let key: string;
        try {
          key = checkIdempotencyKey(request.headers['idempotency-key']);
        } catch (err) {
          return refuseBeforeIntake(request, reply, token, err);
        }
        // An admitted order runs on the placements' own connections (README "Admission"): never queued
        // behind the reads of the requests still arriving.
        const placing: AppContext = { ...me.ctx, db: me.ctx.placements ?? me.ctx.db };
        const { user, placed } = await admitOrder(me.ctx, token, key, (user) =>
          placeOrder(placing, user.id, request.body, key),
        ).catch((err: unknown) => {
          if (err instanceof DomainError && err.httpStatus === 429)
            reply.header('retry-after', String(err.params.retryAfterSeconds ?? 1));
          // A dead cookie is cleared, as the session hook does for every other route.
          if (err instanceof DomainError && err.httpStatus === 401) clearSessionCookie(reply, me.ctx.config);
          throw err;
        });
        request.user = user;
        // Committed: this instance's cached pages drop the stock it took before serving another request.
        if (placed.created) void catalogStockChanged(me.ctx);
        await startPayment(
          placing,
          `${placed.groupId}:1`,
          {
            customerEmail: user.email,
            ...(request.body.testCard ? { testCard: request.body.testCard } : {}),
          },
          placed.started,
        );
        reply.code(placed.created ? 201 : 200);
        return getGroup(placing, user.id, placed.groupId);
      },
    );

    me.get(
      '/orders/group/:groupId',
      {
        schema: {
          summary: 'The checkout status: the orders of one checkout and its payment',
          description: notYours,
          tags,
          params: groupIdParams,
          response: { 200: orderGroup },
        },
      },
      async (request) => getGroup(me.ctx, requireUser(request).id, request.params.groupId),
    );

    me.get(
      '/orders',
      {
        schema: {
          summary: 'My orders, newest first',
          description: 'status: PENDING ... CANCELED (CANCELED lists REFUNDED and EXPIRED_ORDER too).',
          tags,
          querystring: orderListQuery,
          response: { 200: orderList },
        },
      },
      async (request) => listOrders(me.ctx, requireUser(request).id, request.query),
    );

    me.get(
      '/orders/:orderId',
      {
        schema: {
          summary: 'One of my orders, with its lines, addresses, payment and activity',
          description: notYours,
          tags,
          params: orderIdParams,
          response: { 200: orderDetail },
        },
      },
      async (request) => getOrder(me.ctx, requireUser(request).id, request.params.orderId),
    );

    me.get(
      '/orders/:orderId/cancel-preview',
      {
        schema: {
          summary: 'What cancelling would leave and give back',
          description: `canCancel is true for PENDING and PROCESSING orders. ${notYours}`,
          tags,
          params: orderIdParams,
          response: { 200: cancelPreview },
        },
      },
      async (request) => previewCancel(me.ctx, requireUser(request).id, request.params.orderId),
    );

    me.post(
      '/orders/:orderId/cancel',
      {
        schema: {
          summary: 'Cancel one of my orders (PENDING or PROCESSING)',
          description: `A paid order is refunded through its provider; stock and coupon uses are given back. 409 ORDER_NOT_CANCELLABLE otherwise. ${notYours}`,
          tags,
          params: orderIdParams,
          body: cancelOrderInput,
          response: { 200: orderDetail },
        },
      },
      async (request) => {
        const order = await cancelOrder(me.ctx, {
          orderId: request.params.orderId,
          userId: requireUser(request).id,
          actor: 'SHOPPER',
          reason: request.body.reason,
        });
        void catalogStockChanged(me.ctx);
        return order;
      },
    );
  });
  await paymentRoutes(app);
  await staffOrderRoutes(app);
}
