import type { Cart } from '@shop/domain/cart';
import { CheckoutCart } from '../features/cart/components/checkout-cart.tsx';
import { getJson } from '../lib/api.server.ts';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/checkout-cart';

/** The member's cart, priced now (the layout's guard has asked for a signed-in shopper). */
export async function loader({ context }: Route.LoaderArgs) {
  const result = await getJson<Cart>(context.api, '/api/v1/me/cart');
  return { cart: result.body };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('pages.checkout.title'), matches),
  NO_INDEX,
];

export default function CheckoutCartPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.checkout.title')}
      crumbs={[{ label: t('pages.checkout.title') }]}
      lead={t('pages.checkout.cartItems')}
    >
      <CheckoutCart initial={loaderData.cart} />
    </PageFrame>
  );
}
