import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useFinishSignIn } from '../features/accounts/hooks/use-finish-sign-in.ts';
import { t as translate } from '../lib/i18n.ts';
import { forgetLoginCallback } from '../lib/login-prompt.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { loginCallbackError, loginCallbackTarget } from '../lib/safe-redirect.ts';
import { toasts } from '../lib/toast-store.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/auth-login-callback';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('auth.loginTitle'), matches),
  NO_INDEX,
];

/**
 * The social login's return (and its failure return, spec 001 §2.2): the original address is in the URL
 * hash's state after a semicolon; a failure also carries `error=<code>`, shown as an error toast. A success
 * runs what every sign-in runs (member check, stored post-login callback) before going on. The hash never
 * reaches the server, so this runs in the browser.
 */
export default function AuthLoginCallback() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const finishSignIn = useFinishSignIn();
  const done = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on arrival
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const { hash } = window.location;
    const target = loginCallbackTarget(hash);
    const error = loginCallbackError(hash);
    if (!error) {
      // Refused by the member check: back to where the shopper started, signed out.
      void finishSignIn(target, { replace: true }).then((ok) => {
        if (!ok) void navigate(target, { replace: true });
      });
      return;
    }
    const key = `ERRORS.${error}`;
    toasts.show({ type: 'error', message: i18n.exists(key) ? t(key) : t('dialog.somethingWrong') });
    forgetLoginCallback();
    void navigate(target, { replace: true });
  }, []);
  return <PageFrame title={t('auth.loginTitle')} />;
}
