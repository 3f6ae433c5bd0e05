import { TrackOrder } from '../features/orders/components/track-order.tsx';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/track-order';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('orders.track.title'), matches),
  NO_INDEX,
];

/** Ours: the footer's TRACKING ORDER, where a guest tracks an order by its number and e-mail. */
export default function TrackOrderPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('orders.track.title')}>
      <TrackOrder />
    </PageFrame>
  );
}
