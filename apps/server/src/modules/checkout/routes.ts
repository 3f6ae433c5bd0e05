import { type CheckoutStep, checkoutInfo, checkoutSelection } from '@shop/domain/checkout';
import { requireUser } from '../../http/auth.ts';
import type { ApiApp } from '../../http/types.ts';
import { buildCheckout } from './build-checkout.ts';
import { verifyCheckout } from './verify-checkout.ts';

const tags = ['checkout'];

/** Spec 001 §7 "Checkout calls": paths under /checkout, each an info call and its "-selection" check. */
const CALLS: { path: string; step: CheckoutStep; what: string }[] = [
  { path: 'cart-items', step: 'CART_ITEMS', what: 'the cart items step: the lines with their stores' },
  {
    path: 'shipping-info',
    step: 'SHIPPING',
    what: 'the shipping step: the address in use, each store’s carriers for it, the chosen one, notes and sums',
  },
  {
    path: 'payment-info',
    step: 'PAYMENT',
    what: 'the payment step: all of the shipping step and the payment methods the total may use',
  },
];

export async function checkoutRoutes(app: ApiApp): Promise<void> {
  await app.register(async (me: ApiApp) => {
    me.addHook('preValidation', async (request) => {
      requireUser(request);
    });
    me.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    for (const { path, step, what } of CALLS) {
      me.post(
        `/checkout/${path}`,
        {
          schema: {
            summary: `Checkout: ${path}`,
            description: `The checkout as the choices make it now, for ${what}. \`problems\` lists what stops the order (empty: it can be placed). Signed-in shoppers only.`,
            tags,
            body: checkoutSelection,
            response: { 200: checkoutInfo },
          },
        },
        async (request) => buildCheckout(me.ctx, requireUser(request).id, request.body, step),
      );
      me.post(
        `/checkout/${path}-selection`,
        {
          schema: {
            summary: `Checkout: verify ${path}`,
            description: `As /checkout/${path}, or 400 with every problem of this step and the ones before it as the error list (CHECKOUT_CART_EMPTY, the cart's ECOM-111/112/113 with type and key, CHECKOUT_ADDRESS_REQUIRED, COUNTRY_UNSUPPORTED with storeId and key, SHIPPING_METHOD_REQUIRED with storeId, PAYMENT_METHOD_UNAVAILABLE).`,
            tags,
            body: checkoutSelection,
            response: { 200: checkoutInfo },
          },
        },
        async (request) => verifyCheckout(me.ctx, requireUser(request).id, request.body, step),
      );
    }
  });
}
