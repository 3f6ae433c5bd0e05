import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/checkout-payment';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('pages.checkout.payment'), matches),
  NO_INDEX,
];

export default function CheckoutPayment() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.checkout.payment')}
      crumbs={[{ label: t('pages.checkout.title'), to: '/checkout' }, { label: t('pages.checkout.payment') }]}
    />
  );
}
