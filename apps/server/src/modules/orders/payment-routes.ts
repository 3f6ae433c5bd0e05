import { groupIdParams, orderGroup, paymentMethod, trackedOrder, trackOrderInput } from '@shop/domain/orders';
import { z } from 'zod';
import { requireUser } from '../../http/auth.ts';
import type { ApiApp } from '../../http/types.ts';
import { getGroup } from './get-group.ts';
import { handleWebhook } from './handle-webhook.ts';
import { confirmPayment, payAgain } from './pay-again.ts';
import { checkIdempotencyKey } from './place-order.ts';
import { startPayment } from './start-payment.ts';
import { trackOrder } from './track-order.ts';

const tags = ['orders'];
const payAgainInput = z.object({ paymentMethod, testCard: z.string().max(30).optional() });

/** Paying a group again or confirming it (shopper), the providers' webhooks, and guest tracking. */
export async function paymentRoutes(app: ApiApp): Promise<void> {
  await app.register(async (me: ApiApp) => {
    me.addHook('preValidation', async (request) => {
      requireUser(request);
    });
    me.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    me.post(
      '/orders/group/:groupId/payment',
      {
        schema: {
          summary: 'Pay a pending checkout again (after a declined card, or with another method)',
          description:
            'Header Idempotency-Key: a retried request starts one attempt. 409 ORDER_NOT_PAYABLE once paid, expired or cancelled.',
          tags,
          params: groupIdParams,
          body: payAgainInput,
          response: { 200: orderGroup },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const requestKey = checkIdempotencyKey(request.headers['idempotency-key']);
        const key = await payAgain(me.ctx, user.id, request.params.groupId, request.body, requestKey);
        await startPayment(me.ctx, key, {
          customerEmail: user.email,
          ...(request.body.testCard ? { testCard: request.body.testCard } : {}),
        });
        return getGroup(me.ctx, user.id, request.params.groupId);
      },
    );
    me.post(
      '/orders/group/:groupId/payment/confirm',
      {
        schema: {
          summary: "Confirm a checkout's payment with its provider",
          description:
            "After Stripe's return or card form, after PayPal's approval (where it captures). Idempotent.",
          tags,
          params: groupIdParams,
          response: { 200: orderGroup },
        },
      },
      async (request) => {
        const user = requireUser(request);
        await confirmPayment(me.ctx, user.id, request.params.groupId);
        return getGroup(me.ctx, user.id, request.params.groupId);
      },
    );
  });

  app.post(
    '/orders/track',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        summary: 'Track an order by its number and e-mail (no sign-in)',
        description:
          '404 NOT_FOUND when the number and e-mail do not belong together. 20 per minute per address.',
        tags,
        body: trackOrderInput,
        response: { 200: trackedOrder },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return trackOrder(app.ctx, request.body);
    },
  );

  // Webhooks read the raw body (the signature covers its bytes), with no session and no CSRF token.
  await app.register(async (hooks: ApiApp) => {
    hooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    for (const source of ['stripe', 'paypal'] as const) {
      hooks.post(
        `/payments/webhooks/${source}`,
        {
          config: { beacon: true },
          schema: {
            summary: `${source === 'stripe' ? 'Stripe' : 'PayPal'} webhook`,
            description: 'Verified by signature (400 otherwise); a replayed or older event changes nothing.',
            tags,
          },
        },
        async (request) =>
          handleWebhook(hooks.ctx, source, request.body as Buffer, request.headers as Record<string, string>),
      );
    }
  });
}
