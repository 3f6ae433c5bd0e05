import { useTranslation } from 'react-i18next';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/auth-forgot';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('auth.resetTitle'), matches),
  NO_INDEX,
];

/** Where the reset-password dialog opens (spec 001 §2.2). */
export default function AuthForgot() {
  const { t } = useTranslation();
  return <PageFrame title={t('auth.resetTitle')} lead={t('auth.resetHelp')} />;
}
