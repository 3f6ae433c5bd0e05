import { useState } from 'react';
import { toasts } from '../../../lib/toast-store.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { firstError, requestReset } from '../api/auth-api.ts';
import { authFlow } from '../lib/auth-flow.ts';

/**
 * REQUEST ANOTHER LINK of the expired-link page (spec 001 §2.2): asks for a new reset, toasts 'Resend
 * verify code success' and opens the OTP dialog, where the mailed code can be typed as well as clicked.
 */
export function RequestLinkButton({ email }: { email: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function request() {
    setBusy(true);
    const result = await requestReset(email);
    setBusy(false);
    if (result.status === 200) {
      toasts.show({ type: 'success', message: t('auth.resendSuccess') });
      authFlow.start({ kind: 'otp-reset', email });
      return;
    }
    const { userId, accessCode } = firstError(result.body)?.errorParams ?? {};
    if (typeof userId === 'string' && typeof accessCode === 'string')
      authFlow.start({ kind: 'not-activated', userId, accessCode, email });
  }

  return (
    <button type="button" className="btn" onClick={request} disabled={busy}>
      {t('auth.requestAnotherLink')}
    </button>
  );
}
