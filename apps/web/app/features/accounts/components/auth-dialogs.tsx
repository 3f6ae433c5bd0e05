import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { forgetLoginCallback, onLoginRequested, rememberLoginCallback } from '../../../lib/login-prompt.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Icon } from '../../../shell/icons.tsx';
import { Modal } from '../../../shell/modal.tsx';
import { useFinishSignIn } from '../hooks/use-finish-sign-in.ts';
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
 * anywhere; a sign-in ends with the member check and goes to the stored callback address, redirect_uri, or
 * / (useFinishSignIn). Closing any of them drops the stored callback: that sign-in was abandoned.
 */
export function AuthDialogs() {
  const { t } = useTranslation();
  const step = useSyncExternalStore(authFlow.subscribe, authFlow.getSnapshot, () => null);
  const navigate = useNavigate();
  const finishSignIn = useFinishSignIn();
  const titleId = useId();

  const location = useLocation();
  const here = useRef('/');
  here.current = location.pathname + location.search;

  useEffect(
    () =>
      onLoginRequested((request) => {
        const back = request.redirectUri ?? here.current;
        rememberLoginCallback(back);
        authFlow.start({ kind: 'login', redirectUri: back });
      }),
    [],
  );

  if (!step) return null;

  async function signedIn(login: Extract<AuthStep, { kind: 'login' }>) {
    authFlow.finish();
    await finishSignIn(login.redirectUri ?? '/');
  }

  function dismiss() {
    forgetLoginCallback();
    authFlow.dismiss();
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
      onClose={dismiss}
      labelledBy={titleId}
      dismissible={!MUST_ANSWER.has(step.kind)}
      className={`auth-dialog${notice ? ' dialog' : ''}${step.kind === 'register' ? ' auth-dialog--wide' : ''}`}
    >
      <button
        type="button"
        className="icon-btn auth-dialog__close"
        onClick={dismiss}
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
          <LoginForm initialEmail={step.email} onSignedIn={() => void signedIn(step)} />
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
