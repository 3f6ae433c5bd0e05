import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/checkout-cart';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('pages.checkout.title'), matches),
  NO_INDEX,
];

export default function CheckoutCart() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.checkout.title')}
      crumbs={[{ label: t('pages.checkout.title') }]}
      lead={t('pages.checkout.cartItems')}
    />
  );
}
