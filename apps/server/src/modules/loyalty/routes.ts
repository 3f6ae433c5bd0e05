import { cart } from '@shop/domain/cart';
import { couponIdParams, couponListResponse, couponView, redeemResponse } from '@shop/domain/coupons';
import {
  goldAdjustmentInput,
  goldAdjustmentResponse,
  historyQuery,
  historyResponse,
  membershipResponse,
} from '@shop/domain/loyalty';
import { z } from 'zod';
import { requireStaff, requireUser } from '../../http/auth.ts';
import type { ApiApp } from '../../http/types.ts';
import { addGiftToCart } from './add-gift-to-cart.ts';
import { adjustGold } from './adjust-gold.ts';
import { getMembership } from './get-membership.ts';
import { listCouponOffers } from './list-coupon-offers.ts';
import { listGoldHistory } from './list-gold-history.ts';
import { redeemCoupon } from './redeem-coupon.ts';

const tags = ['loyalty'];
const states =
  'Refusals carry the redemption state as the error code (spec 002 §3): INVALID_COUPON_EXPIRED, INVALID_COUPON_MAX_REDEEMED, INVALID_COUPON_MAX_REDEEMED_PER_USER, INVALID_COUPON_NOT_SUPPORTED_RANK, INVALID_COUPON_NOT_ENOUGH_REQUIRED_STARS (409), INVALID_COUPON_NOT_AUTHORIZED (403); an unknown id is 404.';

/** Gold, ranks and redeeming coupons and gifts (modules/loyalty/README.md). */
export async function loyaltyRoutes(app: ApiApp): Promise<void> {
  await app.register(async (r: ApiApp) => {
    r.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    r.get(
      '/membership',
      {
        schema: {
          summary: 'Ranks, how gold is earned, and my standing',
          description:
            'For everyone: the rank table and the earning rules. For a signed-in shopper: rank, gold, pending gold, experience and the next target.',
          tags,
          response: { 200: membershipResponse },
        },
      },
      async (request) => getMembership(r.ctx, request.user?.id ?? null),
    );

    r.get(
      '/coupons',
      {
        schema: {
          summary: 'Coupons and gifts to redeem, with my gold and my coupons',
          description:
            'Spec 002 §3: coupons (each with its redemptionState for the caller; visitors NOT_AUTHORIZED), userProfile.accumulatedStars, redeemedCoupons and usableCoupons.',
          tags,
          response: { 200: couponListResponse },
        },
      },
      async (request) => listCouponOffers(r.ctx, request.user?.id ?? null),
    );

    r.get(
      '/coupons/available',
      {
        schema: {
          summary: 'Coupons and gifts I can redeem now',
          description: 'The offers of GET /coupons whose state is COUPON_REDEEMABLE for the caller.',
          tags,
          response: { 200: z.object({ coupons: z.array(couponView) }) },
        },
      },
      async (request) => {
        const all = await listCouponOffers(r.ctx, requireUser(request).id);
        return { coupons: all.coupons.filter((c) => c.canRedeem) };
      },
    );

    r.patch(
      '/coupons/:id/redeem',
      {
        schema: {
          summary: 'Redeem a coupon or gift',
          description: `Empty body. Spends requiredStars (0 for free coupons) and answers my copy with its own code and expiry, and my gold. ${states}`,
          tags,
          params: couponIdParams,
          response: { 200: redeemResponse },
        },
      },
      async (request) => redeemCoupon(r.ctx, requireUser(request).id, request.params.id),
    );

    r.post(
      '/me/coupons/:id/gift-line',
      {
        schema: {
          summary: "Put a redeemed gift's line in my cart",
          description:
            "A gift coupon's CHECK OUT (spec 000 §4): the zero-priced line; answers the cart. Another shopper's id is 404; a used or expired gift is 400 COUPON_INVALID.",
          tags,
          params: couponIdParams,
          response: { 200: cart },
        },
      },
      async (request) => addGiftToCart(r.ctx, requireUser(request).id, request.params.id),
    );

    r.get(
      '/me/gold-history',
      {
        schema: {
          summary: 'My gold history',
          description:
            'Spec 002 §3 star history log: userStarLogs (page size 12), totalByRecordType (row counts, ALL too), and pending order gold.',
          tags,
          querystring: historyQuery,
          response: { 200: historyResponse },
        },
      },
      async (request) => listGoldHistory(r.ctx, requireUser(request).id, request.query),
    );

    r.post(
      '/staff/gold-adjustments',
      {
        schema: {
          summary: "Adjust a shopper's gold (staff)",
          description:
            'Signed amount and a reason (3-500 characters), kept in the ledger with the staff id. Taking more than the balance is 400 GOLD_NOT_ENOUGH. Staff only (403).',
          tags,
          body: goldAdjustmentInput,
          response: { 201: goldAdjustmentResponse },
        },
      },
      async (request, reply) => {
        const staff = requireStaff(request);
        return reply.code(201).send(await adjustGold(r.ctx, staff.id, request.body));
      },
    );
  });
}
