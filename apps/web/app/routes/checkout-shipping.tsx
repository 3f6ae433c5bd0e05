import { useTranslation } from 'react-i18next';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/checkout-shipping';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('pages.checkout.shipping'), matches),
  NO_INDEX,
];

export default function CheckoutShipping() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.checkout.shipping')}
      crumbs={[
        { label: t('pages.checkout.title'), to: '/checkout' },
        { label: t('pages.checkout.shipping') },
      ]}
    />
  );
}
