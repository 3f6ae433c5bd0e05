import { loadAddressBook } from '../features/addresses/api/address-book.server.ts';
import { ShippingAddressPicker } from '../features/addresses/components/shipping-address-picker.tsx';
import { useShippingChoice } from '../features/addresses/lib/shipping-choice.ts';
import { CheckoutSteps } from '../features/checkout/components/checkout-steps.tsx';
import { ShippingStep } from '../features/checkout/components/shipping-step.tsx';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/checkout-shipping';
import { cartHooks } from './checkout-hooks.ts';

/**
 * The saved addresses and the profile fields a new one is prefilled from (spec 000 §5). The checkout
 * layout's guard has already asked for a signed-in shopper.
 */
export function loader({ context }: Route.LoaderArgs) {
  return loadAddressBook(context.api);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('pages.checkout.shipping'), matches),
  NO_INDEX,
];

/**
 * SHIPPING INFORMATION, the checkout's second step (spec 001 §2.7): the shipping address (the addresses
 * feature's picker and its rules), then each store's carriers, coupons and note, and the sums (checkout).
 */
export default function CheckoutShipping({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const addressId = useShippingChoice();
  return (
    <PageFrame
      title={t('pages.checkout.shipping')}
      crumbs={[
        { label: t('pages.checkout.title'), to: '/checkout' },
        { label: t('pages.checkout.shipping') },
      ]}
    >
      <CheckoutSteps current="SHIPPING" />
      <ShippingStep
        hooks={cartHooks(addressId)}
        address={<ShippingAddressPicker initial={loaderData.addresses} user={loaderData.user} />}
      />
    </PageFrame>
  );
}
