import { Link, useLocation } from 'react-router';
import { RegisterForm } from '../features/accounts/components/register-form.tsx';
import type { RegisterPageState } from '../features/content/lib/popup-rules.ts';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/auth-register';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('auth.registerTitle'), matches),
  NO_INDEX,
];

/** 'BECOME A MEMBER', breadcrumb HOME > REGISTER, the member benefits, the form and SIGN IN (spec 001 §2.2). */
export default function AuthRegister() {
  const { t } = useTranslation();
  // The sale popup's REGISTER NOW! brings the e-mail it collected.
  const state = useLocation().state as RegisterPageState | null;
  return (
    <PageFrame
      title={t('auth.registerTitle')}
      crumbs={[{ label: t('auth.registerBreadcrumb') }]}
      lead={t('auth.memberBenefits')}
    >
      <div className="auth-page">
        <RegisterForm defaultEmail={state?.email} />
        <p className="auth-form__switch">
          <Link to="/auth/login">{t('auth.signIn')}</Link>
        </p>
      </div>
    </PageFrame>
  );
}
