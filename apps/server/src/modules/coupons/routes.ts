import {
  checkCouponsBody,
  checkCouponsResponse,
  couponView,
  searchUsableBody,
  searchUsableQuery,
  usableQuery,
} from '@shop/domain/coupons';
import { z } from 'zod';
import { requireUser } from '../../http/auth.ts';
import type { ApiApp } from '../../http/types.ts';
import { checkCartCoupons } from './check-cart-coupons.ts';
import { listUsableCoupons } from './list-usable-coupons.ts';

const tags = ['coupons'];

/** Coupons at checkout: check codes against a cart, list and search the shopper's usable coupons. */
export async function couponRoutes(app: ApiApp): Promise<void> {
  await app.register(async (me: ApiApp) => {
    me.addHook('preValidation', async (request) => {
      requireUser(request);
    });
    me.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    me.post(
      '/coupons/check',
      {
        schema: {
          summary: 'Check coupon codes against a cart',
          description:
            'Spec 001 §7 "front/coupons": the lines are priced now and grouped by store; each code answers its discountAmount (cents, spec 001 §5a) or `invalid: true` with a reason (UNKNOWN, NOT_STARTED, EXPIRED, OTHER_STORE, MINIMUM_ORDER, USED_UP, USED_UP_BY_USER, ALREADY_USED, NOT_COMBINABLE, FIRST_ORDER_ONLY). Nothing is counted: placing the order does.',
          tags,
          body: checkCouponsBody,
          response: { 200: checkCouponsResponse },
        },
      },
      async (request) => checkCartCoupons(me.ctx, requireUser(request).id, request.body),
    );

    me.get(
      '/coupons/usable',
      {
        schema: {
          summary: 'My coupons usable at checkout',
          description:
            'Redeemed or granted coupons not used and not expired; `storeId` keeps one store (and coupons of every store).',
          tags,
          querystring: usableQuery,
          response: { 200: z.object({ coupons: z.array(couponView) }) },
        },
      },
      async (request) => ({
        coupons: await listUsableCoupons(me.ctx, requireUser(request).id, { storeId: request.query.storeId }),
      }),
    );

    me.post(
      '/coupons/usable/search',
      {
        schema: {
          summary: 'Search my usable coupons',
          description:
            'Spec 002 §7 "search usable (query text and a body)": `?text=` matches the code, title or short description.',
          tags,
          querystring: searchUsableQuery,
          body: searchUsableBody,
          response: { 200: z.object({ coupons: z.array(couponView) }) },
        },
      },
      async (request) => ({
        coupons: await listUsableCoupons(me.ctx, requireUser(request).id, {
          storeId: request.body?.storeId,
          text: request.query.text,
        }),
      }),
    );
  });
}
