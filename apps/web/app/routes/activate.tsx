import { useTranslation } from 'react-i18next';
import { t as translate } from '../lib/i18n.ts';
import { titleMeta } from '../lib/meta.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/activate';

export const handle: RouteHandle = { hideFooter: true };

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(translate('pages.activate.title'), matches);

export default function Activate() {
  const { t } = useTranslation();
  return <PageFrame title={t('pages.activate.title')} lead={t('pages.activate.lead')} />;
}
