import type { Me } from '@shop/domain/accounts';
import type { AddressList } from '@shop/domain/addresses';
import { data } from 'react-router';
import { ShippingAddressPicker } from '../features/addresses/components/shipping-address-picker.tsx';
import { getJson } from '../lib/api.server.ts';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/checkout-shipping';

/**
 * The saved addresses and the profile fields a new one is prefilled from (spec 000 §5). The checkout
 * layout's guard has already asked for a signed-in shopper.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [list, me] = await Promise.all([
    getJson<AddressList>(context.api, '/api/v1/me/addresses'),
    getJson<Me>(context.api, '/api/v1/me'),
  ]);
  if (!list.body) throw data(null, { status: list.result.status === 401 ? 401 : 503 });
  const user = me.body
    ? { email: me.body.email, firstName: me.body.firstName, lastName: me.body.lastName, phone: me.body.phone }
    : null;
  return { addresses: list.body.contents, user };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('pages.checkout.shipping'), matches),
  NO_INDEX,
];

/**
 * SHIPPING INFORMATION, the checkout's second step (spec 001 §2.7). For now the shipping address only: the
 * cart, shipping methods and totals come with the cart and checkout capabilities.
 */
export default function CheckoutShipping({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.checkout.shipping')}
      crumbs={[
        { label: t('pages.checkout.title'), to: '/checkout' },
        { label: t('pages.checkout.shipping') },
      ]}
    >
      <ShippingAddressPicker initial={loaderData.addresses} user={loaderData.user} />
    </PageFrame>
  );
}
