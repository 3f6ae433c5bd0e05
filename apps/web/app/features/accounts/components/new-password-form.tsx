import { ACCOUNT_MESSAGES, newPasswordForm } from '@shop/domain/accounts';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { dialogs } from '../../../lib/dialog-store.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { firstError, setNewPassword } from '../api/auth-api.ts';
import { confirmCheck, useZodForm } from '../hooks/use-zod-form.ts';
import { type AuthStep, authFlow } from '../lib/auth-flow.ts';
import { formMessage } from '../lib/form-messages.ts';
import { PasswordField } from './form-fields.tsx';

type Step = Extract<AuthStep, { kind: 'new-password' }>;

/**
 * CREATE NEW PASSWORD (spec 001 §2.3, §4.3). A refused code sends the e-mailed link's visitor to
 * /auth/reset-password-failure; in the dialog flow it shows 'RESET PASSWORD FAILED'.
 */
export function NewPasswordForm({ step }: { step: Step }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useZodForm(
    newPasswordForm,
    { password: '', confirmPassword: '' },
    confirmCheck(ACCOUNT_MESSAGES.confirmMismatch),
  );
  const [busy, setBusy] = useState(false);
  const err = (name: 'password' | 'confirmPassword') => {
    const e = form.errorOf(name);
    return e && formMessage(t, e);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.submit();
    if (!input || busy) return;
    setBusy(true);
    const result = await setNewPassword(step.email, input.password, step.resetCode);
    setBusy(false);
    if (result.status === 200) {
      authFlow.go({ kind: 'reset-done', email: step.email });
      return;
    }
    const code = firstError(result.body)?.errorCode ?? '';
    if (code === 'PASSWORD_NOT_CHANGED' || code === 'PASSWORD_BREACHED') {
      const message =
        code === 'PASSWORD_BREACHED'
          ? ACCOUNT_MESSAGES.passwordBreached
          : ACCOUNT_MESSAGES.passwordMustDiffer;
      form.setServerError('password', message);
      return;
    }
    if (!code.startsWith('CLI-ACC-')) return; // the API client has shown the other answers
    authFlow.finish();
    if (step.fromLink) {
      navigate(`/auth/reset-password-failure?email=${encodeURIComponent(step.email)}`);
      return;
    }
    void dialogs.open({
      kind: 'error',
      title: t('auth.resetFailedTitle'),
      message: t('dialog.somethingWrong'),
      yesText: t('auth.skip'),
    });
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <PasswordField
        label={t('auth.password')}
        autoComplete="new-password"
        value={form.values.password}
        onValue={(v) => form.set('password', v)}
        onBlur={() => form.blur('password')}
        error={err('password')}
        hint={t('accountForm.messages.passwordHint')}
        data-autofocus
      />
      <PasswordField
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        value={form.values.confirmPassword}
        onValue={(v) => form.set('confirmPassword', v)}
        onBlur={() => form.blur('confirmPassword')}
        error={err('confirmPassword')}
      />
      <p className="auth-form__note">{t('auth.newPasswordNote')}</p>
      <button type="submit" className="btn auth-form__submit" disabled={busy}>
        {t('auth.reset')}
      </button>
    </form>
  );
}
