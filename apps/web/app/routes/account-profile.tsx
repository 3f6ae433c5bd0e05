import { useTranslation } from 'react-i18next';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/account-profile';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('pages.account.profile'), matches),
  NO_INDEX,
];

export default function AccountProfile() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.account.profile')}
      crumbs={[{ label: t('pages.account.title'), to: '/account' }, { label: t('pages.account.profile') }]}
    />
  );
}
