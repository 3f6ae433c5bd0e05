import { cartLineItem, itemsEvent } from '@shop/domain/analytics';
import type { Cart } from '@shop/domain/cart';
import type { CheckoutInfo } from '@shop/domain/checkout';
import { useEffect } from 'react';
import { track } from '../features/analytics/lib/track.ts';
import { CheckoutCart } from '../features/cart/components/checkout-cart.tsx';
import { cart as cartStore } from '../features/cart/lib/cart.ts';
import { CheckoutSteps, MessageZone } from '../features/checkout/components/checkout-steps.tsx';
import { getJson } from '../lib/api.server.ts';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/checkout-cart';

/** The member's cart, priced now, and the step's message zone (the layout's guard asked for a signed-in shopper). */
export async function loader({ context }: Route.LoaderArgs) {
  const [cart, info] = await Promise.all([
    getJson<Cart>(context.api, '/api/v1/me/cart'),
    context.api.request<CheckoutInfo>('POST', '/api/v1/checkout/cart-items', {}),
  ]);
  return { cart: cart.body, messageZones: info.status === 200 ? info.body.messageZones : null };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('pages.checkout.title'), matches),
  NO_INDEX,
];

export default function CheckoutCartPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lines = loaderData.cart?.cartItems;
  // Spec 002 §5: begin_checkout with the cart's lines, once per arrival at the checkout.
  useEffect(() => {
    if (lines?.length)
      void track(
        itemsEvent(
          'begin_checkout',
          lines.map((l) => cartLineItem(l)),
        ),
      );
  }, [lines]);
  // Spec 001 §4.8: the cart is synced when the checkout finds it empty.
  useEffect(() => {
    if (!cartStore.getSnapshot().cart?.cartItems.length) void cartStore.sync();
  }, []);
  return (
    <PageFrame title={t('pages.checkout.title')} crumbs={[{ label: t('pages.checkout.title') }]}>
      <CheckoutSteps current="CART_ITEMS" />
      <MessageZone step="CART_ITEMS" zones={loaderData.messageZones} />
      <CheckoutCart initial={loaderData.cart} />
    </PageFrame>
  );
}
