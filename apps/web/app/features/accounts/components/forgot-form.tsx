import { forgotPasswordInput } from '@shop/domain/accounts';
import type { FormEvent } from 'react';
import { toasts } from '../../../lib/toast-store.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { firstError, requestResetFromForm } from '../api/auth-api.ts';
import { useZodForm } from '../hooks/use-zod-form.ts';
import { authFlow } from '../lib/auth-flow.ts';
import { formMessage } from '../lib/form-messages.ts';
import { TextField } from './form-fields.tsx';
import { GuardCaptcha, useGuardedRequest } from './guard-captcha.tsx';

/**
 * RESET PASSWORD (spec 001 §2.3, §4.3): a sent code opens the OTP dialog with its countdown; an account not
 * yet activated opens 'Account is not yet activated' with the answer's userId and accessCode.
 */
export function ForgotForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation();
  const form = useZodForm(forgotPasswordInput, { email: initialEmail });
  const { guard, busy, send } = useGuardedRequest();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.submit();
    if (!input || busy) return;
    const result = await send((payload) => requestResetFromForm(input.email, payload));
    if (!result) return;
    if (result.status === 200) {
      toasts.show({ type: 'success', message: t('auth.verificationSent') });
      authFlow.go({ kind: 'otp-reset', email: input.email });
      return;
    }
    const error = firstError(result.body);
    const { userId, accessCode } = error?.errorParams ?? {};
    if (
      error?.errorCode === 'account_disabled' &&
      typeof userId === 'string' &&
      typeof accessCode === 'string'
    )
      authFlow.go({ kind: 'not-activated', userId, accessCode, email: input.email });
  }

  const error = form.errorOf('email');
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <p className="auth-form__lead">{t('auth.resetHelp')}</p>
      <TextField
        label={t('auth.yourEmail')}
        placeholder={t('auth.yourEmailPlaceholder')}
        type="email"
        autoComplete="email"
        value={form.values.email}
        onValue={(v) => form.set('email', v)}
        onBlur={() => form.blur('email')}
        error={error && formMessage(t, error)}
        data-autofocus
      />
      <GuardCaptcha guard={guard} />
      <button type="submit" className="btn auth-form__submit" disabled={busy}>
        {t('auth.reset')}
      </button>
    </form>
  );
}
