import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { loginCallbackError, loginCallbackTarget } from '../lib/safe-redirect.ts';
import { toasts } from '../lib/toast-store.ts';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/auth-login-callback';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('auth.loginTitle'), matches),
  NO_INDEX,
];

/**
 * The social login's return (and its failure return, spec 001 §2.2): the original address is in the URL
 * hash's state after a semicolon; a failure also carries `error=<code>`, shown as an error toast. The hash
 * never reaches the server, so this runs in the browser.
 */
export default function AuthLoginCallback() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const { hash } = window.location;
    const error = loginCallbackError(hash);
    if (error) {
      const key = `ERRORS.${error}`;
      toasts.show({ type: 'error', message: i18n.exists(key) ? t(key) : t('dialog.somethingWrong') });
    }
    navigate(loginCallbackTarget(hash), { replace: true });
  }, [navigate, t, i18n]);
  return <PageFrame title={t('auth.loginTitle')} />;
}
