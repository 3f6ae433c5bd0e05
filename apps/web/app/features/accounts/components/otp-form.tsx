import { OTP_LENGTH, OTP_PATTERN, RESET_COUNTDOWN_SECONDS } from '@shop/domain/accounts';
import { type FormEvent, useId, useState } from 'react';
import { toasts } from '../../../lib/toast-store.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import {
  firstError,
  requestReset,
  resendActivation,
  verifyActivation,
  verifyResetCode,
} from '../api/auth-api.ts';
import { formatSeconds, useCountdown } from '../hooks/use-countdown.ts';
import { type AuthStep, authFlow } from '../lib/auth-flow.ts';

type OtpStep = Extract<AuthStep, { kind: 'otp-activate' | 'otp-reset' }>;

/** Codes after which only a new code helps: the input is disabled with 'Time out! ' (spec 001 §4.4). */
const TIME_OUT_CODES = new Set(['CLI-ACC-002', 'CLI-ACC-009']);
const SHOWN_CODES = new Set(['CLI-ACC-010', 'AUTH-004', 'CLI-ACC-003', 'TOO_MANY_REQUESTS']);

/**
 * OTP VERIFICATION (spec 001 §2.3, §4.4, §8 "OTP"): six digits, the answer's message under the input, and
 * 'Resend code'. The reset code has a 120-second countdown; activation has none (the spec restarts the
 * countdown "for reset only").
 */
export function OtpForm({ step, titleId }: { step: OtpStep; titleId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const reset = step.kind === 'otp-reset';
  const { left, restart } = useCountdown(reset ? RESET_COUNTDOWN_SECONDS : null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  const [accessCode, setAccessCode] = useState(step.kind === 'otp-activate' ? step.accessCode : '');
  const [busy, setBusy] = useState(false);
  const disabled = timedOut || left === 0;
  const shownError = disabled ? t('validation.timeOut') : error;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (disabled || busy) return;
    if (!OTP_PATTERN.test(code)) {
      setError(t('validation.otpInvalid'));
      return;
    }
    setBusy(true);
    const result =
      step.kind === 'otp-activate'
        ? await verifyActivation(step.userId, code, accessCode)
        : await verifyResetCode(step.email, code);
    setBusy(false);
    if (result.status === 200) {
      if (step.kind === 'otp-activate') authFlow.go({ kind: 'activated', email: step.email });
      else authFlow.go({ kind: 'new-password', email: step.email, resetCode: code });
      return;
    }
    const errorCode = firstError(result.body)?.errorCode ?? '';
    if (TIME_OUT_CODES.has(errorCode)) setTimedOut(true);
    else setError(SHOWN_CODES.has(errorCode) ? t(`ERRORS.${errorCode}`) : t('dialog.somethingWrong'));
  }

  async function resend() {
    const result =
      step.kind === 'otp-activate'
        ? await resendActivation(step.userId, accessCode)
        : await requestReset(step.email);
    if (result.status !== 200) return; // the API client has said why
    const body = result.body as { accessCode?: string };
    if (body.accessCode) setAccessCode(body.accessCode);
    toasts.show({ type: 'success', message: t('auth.resendSuccess') });
    setTimedOut(false);
    setError(null);
    setCode('');
    restart();
  }

  return (
    <form className="auth-form auth-otp" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <label htmlFor={`${id}-code`} className="auth-otp__lead">
        {t('auth.otpLead')}
      </label>
      <input
        id={`${id}-code`}
        className="auth-otp__input"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        value={code}
        disabled={disabled}
        onChange={(e) => {
          setCode(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH));
          setError(null);
        }}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? `${id}-error` : undefined}
        data-autofocus
      />
      {shownError && (
        <p id={`${id}-error`} className="auth-field__error auth-otp__error" role="alert">
          {shownError}
        </p>
      )}
      <p className="auth-otp__resend">
        {left !== null && left > 0 && (
          <span className="auth-otp__timer" role="timer" aria-live="off">
            {formatSeconds(left)}
          </span>
        )}
        <button type="button" className="auth-link" onClick={resend}>
          {t('auth.resendCode')}
        </button>
      </p>
      <button type="submit" className="btn auth-form__submit" disabled={busy || disabled}>
        {t('auth.verify')}
      </button>
    </form>
  );
}
