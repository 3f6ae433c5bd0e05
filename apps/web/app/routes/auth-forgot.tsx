import { useNavigate } from 'react-router';
import { useAuthStep } from '../features/accounts/hooks/use-auth-step.ts';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/auth-forgot';

export function loader({ request }: Route.LoaderArgs) {
  return { email: new URL(request.url).searchParams.get('email') ?? '' };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('auth.resetTitle'), matches),
  NO_INDEX,
];

/** Opens the reset-password dialog; closing it returns to / (spec 001 §2.2). */
export default function AuthForgot({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useAuthStep({ kind: 'forgot', email: loaderData.email }, () => void navigate('/'));
  return <PageFrame title={t('auth.resetTitle')} lead={t('auth.resetHelp')} />;
}
