import { useState } from 'react';
import { toasts } from '../../../lib/toast-store.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { resendActivation } from '../api/auth-api.ts';
import { type AuthStep, authFlow } from '../lib/auth-flow.ts';

type NotActivated = Extract<AuthStep, { kind: 'not-activated' }>;

/** 'Account is not yet activated' (spec 001 §2.3, §4.3): ACTIVATE opens the OTP dialog; 'click here' mails a new code. */
export function NotActivatedBody({ step }: { step: NotActivated }) {
  const { t } = useTranslation();
  const [accessCode, setAccessCode] = useState(step.accessCode);

  async function resend() {
    const result = await resendActivation(step.userId, accessCode);
    if (result.status !== 200) return;
    setAccessCode(result.body.accessCode);
    toasts.show({ type: 'success', message: t('auth.resendSuccess') });
  }

  return (
    <>
      <p className="dialog__message">
        {t('accountForm.notActivatedLead')}{' '}
        <button type="button" className="auth-link" onClick={resend}>
          {t('auth.clickHere')}
        </button>
      </p>
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={() => authFlow.dismiss()}>
          {t('auth.skip')}
        </button>
        <button
          type="button"
          className="btn"
          data-autofocus
          onClick={() =>
            authFlow.go({ kind: 'otp-activate', userId: step.userId, accessCode, email: step.email })
          }
        >
          {t('auth.activate')}
        </button>
      </div>
    </>
  );
}

/** CONGRATULATIONS! and NEVER BETTER! (spec 001 §2.3): 'LOG IN NOW!' goes to / and opens the login dialog. */
export function CongratsBody({ message, onLogin }: { message: string; onLogin: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="dialog__message">{message}</p>
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={() => authFlow.dismiss()}>
          {t('dialog.skip')}
        </button>
        <button type="button" className="btn" onClick={onLogin} data-autofocus>
          {t('auth.loginNow')}
        </button>
      </div>
    </>
  );
}
