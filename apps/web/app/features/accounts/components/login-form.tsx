import { loginInput, type Me } from '@shop/domain/accounts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../../lib/api.ts';
import { toasts } from '../../../lib/toast-store.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { firstError, login } from '../api/auth-api.ts';
import { useZodForm } from '../hooks/use-zod-form.ts';
import { authFlow } from '../lib/auth-flow.ts';
import { formMessage } from '../lib/form-messages.ts';
import { Checkbox, PasswordField, TextField } from './form-fields.tsx';
import { GoogleButton } from './google-button.tsx';
import { GuardCaptcha, useGuardCaptcha } from './guard-captcha.tsx';

interface LoginFormProps {
  initialEmail?: string;
  /** The session is open; the caller runs the member check and moves on (useFinishSignIn). */
  onSignedIn: (user: Me) => void;
  /** 'page': the login page's SIGN UP link to /auth/register instead of the dialog's switch to register. */
  variant?: 'dialog' | 'page';
}

/** The LOGIN form of the dialog and the login page (spec 001 §2.2, §2.3, rules §5, errors §8 "Login"). */
export function LoginForm({ initialEmail = '', onSignedIn, variant = 'dialog' }: LoginFormProps) {
  const { t } = useTranslation();
  const form = useZodForm(loginInput, { email: initialEmail, password: '', rememberMe: true });
  const { values } = form;
  const [busy, setBusy] = useState(false);
  // Spec 001 §4.1: the pair that failed stays marked invalid until one of the two changes.
  const [failed, setFailed] = useState<{ email: string; password: string } | null>(null);
  const [disabledEmail, setDisabledEmail] = useState<string | null>(null);
  const pairFailed = failed?.email === values.email && failed.password === values.password;
  const guard = useGuardCaptcha();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.submit();
    if (!input || pairFailed || busy) return;
    setBusy(true);
    setDisabledEmail(null);
    const payload = await guard.payload();
    if (payload === null) return setBusy(false); // the widget says why
    const result = await login(input.email, input.password, input.rememberMe, payload);
    setBusy(false);
    const code = result.status === 200 ? undefined : firstError(result.body)?.errorCode;
    guard.answered(code);
    if (result.status === 200) {
      onSignedIn(result.body);
      return;
    }
    if (code === 'invalid_grant') setFailed({ email: values.email, password: values.password });
    else if (code === 'account_disabled') setDisabledEmail(input.email);
  }

  /**
   * ACTIVATE for an account not yet activated: the login answer has no user id, so ask for a reset, whose
   * answer for such an account carries {userId, accessCode} and mails a fresh activation code.
   */
  async function activate() {
    if (!disabledEmail) return;
    const result = await api.request('PATCH', '/api/v1/auth/password-reset', { email: disabledEmail });
    const params = firstError(result.body)?.errorParams;
    if (
      result.status === 403 &&
      typeof params?.userId === 'string' &&
      typeof params.accessCode === 'string'
    ) {
      toasts.show({ type: 'success', message: t('auth.verificationSent') });
      authFlow.go({
        kind: 'otp-activate',
        userId: params.userId,
        accessCode: params.accessCode,
        email: disabledEmail,
      });
    }
  }

  const emailError = form.errorOf('email');
  const passwordError = form.errorOf('password');
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <GoogleButton label={t('auth.loginWithGoogle')} rememberMe={values.rememberMe} />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        value={values.email}
        onValue={(v) => form.set('email', v)}
        onBlur={() => form.blur('email')}
        error={emailError && formMessage(t, emailError)}
        aria-invalid={pairFailed || emailError ? true : undefined}
        data-autofocus
      />
      <PasswordField
        label={t('auth.password')}
        autoComplete="current-password"
        value={values.password}
        onValue={(v) => form.set('password', v)}
        onBlur={() => form.blur('password')}
        error={passwordError && formMessage(t, passwordError)}
        aria-invalid={pairFailed || passwordError ? true : undefined}
      />
      {pairFailed && (
        <p className="auth-form__error" role="alert">
          {t('auth.wrongCredentials')}
        </p>
      )}
      {disabledEmail && (
        <div className="auth-form__error" role="alert">
          <p>{t('auth.accountDisabled')}</p>
          <button type="button" className="btn btn--ghost auth-form__inline-btn" onClick={activate}>
            {t('auth.activate')}
          </button>
        </div>
      )}
      <GuardCaptcha guard={guard} />
      <div className="auth-form__row">
        <Checkbox checked={values.rememberMe} onChange={(v) => form.set('rememberMe', v)}>
          {t('auth.rememberMe')}
        </Checkbox>
        <button
          type="button"
          className="auth-link"
          onClick={() => authFlow.go({ kind: 'forgot', email: values.email })}
        >
          {t('auth.forgotPassword')}
        </button>
      </div>
      <button type="submit" className="btn auth-form__submit" disabled={busy}>
        {t('auth.login')}
      </button>
      <p className="auth-form__switch">
        {variant === 'page' ? (
          <Link to="/auth/register" className="btn btn--ghost">
            {t('auth.signUp')}
          </Link>
        ) : (
          <button type="button" className="auth-link" onClick={() => authFlow.go({ kind: 'register' })}>
            {t('auth.noAccount')}
          </button>
        )}
      </p>
    </form>
  );
}
