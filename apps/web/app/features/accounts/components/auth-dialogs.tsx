import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { onLoginRequested } from '../../../lib/login-prompt.ts';
import { safeRedirect } from '../../../lib/safe-redirect.ts';
import { Icon } from '../../../shell/icons.tsx';
import { Modal } from '../../../shell/modal.tsx';
import { type AuthStep, authFlow } from '../lib/auth-flow.ts';
import { ForgotForm } from './forgot-form.tsx';
import { LoginForm } from './login-form.tsx';
import { NewPasswordForm } from './new-password-form.tsx';
import { CongratsBody, NotActivatedBody } from './notice-dialogs.tsx';
import { OtpForm } from './otp-form.tsx';
import { RegisterForm } from './register-form.tsx';

const TITLES: Record<AuthStep['kind'], string> = {
  login: 'auth.loginTitle',
  register: 'auth.registerTitle',
  forgot: 'auth.resetTitle',
  'otp-activate': 'auth.otpTitle',
  'otp-reset': 'auth.otpTitle',
  'new-password': 'auth.newPasswordTitle',
  'not-activated': 'auth.notActivatedTitle',
  activated: 'auth.activatedTitle',
  'reset-done': 'auth.resetDoneTitle',
};

/** Dialogs that must be answered: not closed by a click outside (spec 001 §2.2, §2.3). */
const MUST_ANSWER = new Set<AuthStep['kind']>(['otp-activate', 'otp-reset', 'new-password']);

/**
 * The account dialogs of spec 001 §2.3, mounted once by the shell. It answers `requestLogin()` from
 * anywhere, and after a sign-in goes to redirect_uri (or /) and reloads the root data for the header.
 */
export function AuthDialogs() {
  const { t } = useTranslation();
  const step = useSyncExternalStore(authFlow.subscribe, authFlow.getSnapshot, () => null);
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const here = useRef('/');
  here.current = location.pathname + location.search;
  const titleId = useId();

  useEffect(
    () =>
      onLoginRequested((request) =>
        authFlow.start({
          kind: 'login',
          redirectUri: request.redirectUri ?? here.current,
          afterLogin: request.afterLogin,
        }),
      ),
    [],
  );

  if (!step) return null;

  async function signedIn(login: Extract<AuthStep, { kind: 'login' }>) {
    authFlow.finish();
    login.afterLogin?.();
    // Spec 001 §4.1: to redirect_uri when there is one, otherwise home.
    await navigate(safeRedirect(login.redirectUri));
    await revalidator.revalidate();
  }

  function loginNow(email?: string) {
    authFlow.finish();
    void navigate('/');
    authFlow.start({ kind: 'login', email, redirectUri: '/' });
  }

  const notice = step.kind === 'not-activated' || step.kind === 'activated' || step.kind === 'reset-done';
  return (
    <Modal
      key={step.kind}
      onClose={() => authFlow.dismiss()}
      labelledBy={titleId}
      dismissible={!MUST_ANSWER.has(step.kind)}
      className={`auth-dialog${notice ? ' dialog' : ''}${step.kind === 'register' ? ' auth-dialog--wide' : ''}`}
    >
      <button
        type="button"
        className="icon-btn auth-dialog__close"
        onClick={() => authFlow.dismiss()}
        aria-label={t('dialog.close')}
      >
        <Icon name="close" />
      </button>
      <h2 id={titleId} className="auth-dialog__title">
        {t(TITLES[step.kind])}
      </h2>
      {step.kind === 'login' && (
        <>
          <p className="auth-dialog__lead">{t('auth.loginHeading')}</p>
          <LoginForm
            initialEmail={step.email}
            redirectUri={safeRedirect(step.redirectUri)}
            onSignedIn={() => void signedIn(step)}
          />
        </>
      )}
      {step.kind === 'register' && (
        <>
          <RegisterForm />
          <p className="auth-form__switch">
            <button type="button" className="auth-link" onClick={() => authFlow.go({ kind: 'login' })}>
              {t('auth.haveAccount')}
            </button>
          </p>
        </>
      )}
      {step.kind === 'forgot' && <ForgotForm initialEmail={step.email} />}
      {(step.kind === 'otp-activate' || step.kind === 'otp-reset') && (
        <OtpForm step={step} titleId={titleId} />
      )}
      {step.kind === 'new-password' && <NewPasswordForm step={step} />}
      {step.kind === 'not-activated' && <NotActivatedBody step={step} />}
      {step.kind === 'activated' && (
        <CongratsBody message={t('auth.activated')} onLogin={() => loginNow(step.email)} />
      )}
      {step.kind === 'reset-done' && (
        <CongratsBody message={t('auth.resetDone')} onLogin={() => loginNow(step.email)} />
      )}
    </Modal>
  );
}
