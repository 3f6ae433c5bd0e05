import { activationRequestInput } from '@shop/domain/accounts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { requestActivation } from '../api/auth-api.ts';
import { useZodForm } from '../hooks/use-zod-form.ts';
import { formMessage } from '../lib/form-messages.ts';
import { TextField } from './form-fields.tsx';
import { GuardCaptcha, useGuardedRequest } from './guard-captcha.tsx';

/**
 * /activate without parameters: an e-mail address gets a new activation code, with the link that opens the
 * OTP dialog. The page says the same whatever the address (the mailbox learns whether an account waits);
 * an address asked for too often shows the account guard's captcha, as the reset form does.
 */
export function ActivationRequestForm() {
  const { t } = useTranslation();
  const form = useZodForm(activationRequestInput, { email: '' });
  const [sent, setSent] = useState(false);
  const { guard, busy, send } = useGuardedRequest();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.submit();
    if (!input || busy) return;
    const result = await send((payload) => requestActivation(input.email, payload));
    setSent(result?.status === 200);
  }

  const error = form.errorOf('email');
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <p className="auth-form__lead">{t('pages.activate.requestLead')}</p>
      <TextField
        label={t('auth.yourEmail')}
        placeholder={t('auth.yourEmailPlaceholder')}
        type="email"
        autoComplete="email"
        value={form.values.email}
        onValue={(v) => {
          form.set('email', v);
          setSent(false);
        }}
        onBlur={() => form.blur('email')}
        error={error && formMessage(t, error)}
      />
      <GuardCaptcha guard={guard} />
      {/* A live region from the start, so the sent note is read out; out of sight while empty. */}
      <p role="status" className={sent ? 'auth-form__lead' : 'visually-hidden'}>
        {sent ? t('pages.activate.sent') : ''}
      </p>
      <button type="submit" className="btn auth-form__submit" disabled={busy}>
        {t('pages.activate.send')}
      </button>
    </form>
  );
}
