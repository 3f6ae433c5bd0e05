import type { ApiResult } from '@shop/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Captcha, useCaptcha } from '../../../shell/captcha.tsx';
import { firstError } from '../api/auth-api.ts';

const ASKING = new Set(['CAPTCHA_REQUIRED', 'CAPTCHA_INVALID']);

/**
 * The captcha an account under attack asks for (the API's account guard: after repeated failures or reset
 * requests on one e-mail, from anywhere, every caller sends a solved captcha). Hidden until the server asks
 * (400 CAPTCHA_REQUIRED); then the form shows why and the widget, which solves by itself, and sends its
 * payload with every later try. Used by the login and reset-request forms.
 */
export function useGuardCaptcha() {
  const captcha = useCaptcha();
  const [shown, setShown] = useState(false);
  const [asked, setAsked] = useState<string | null>(null);
  return useMemo(
    () => ({
      captcha,
      shown,
      /** The code of the answer that asked for it, while the shopper has not tried again. */
      asked,
      /** The payload to send: undefined until asked; null when the widget could not solve. */
      payload: async (): Promise<string | undefined | null> => (shown ? captcha.token() : undefined),
      /** After each answer: a used payload is dropped; an answer asking for a captcha shows it. */
      answered(errorCode: string | undefined) {
        if (shown) captcha.reset();
        const asking = errorCode !== undefined && ASKING.has(errorCode);
        if (asking) setShown(true);
        setAsked(asking ? errorCode : null);
      },
    }),
    [captcha, shown, asked],
  );
}

/**
 * A form's request through the account guard: sends the captcha's payload once the server has asked for
 * one, drops it after each answer, and says whether a request is on its way. `send` answers null when the
 * widget could not solve (it says why itself).
 */
export function useGuardedRequest() {
  const guard = useGuardCaptcha();
  const [busy, setBusy] = useState(false);
  async function send<T>(call: (payload: string | undefined) => Promise<ApiResult<T>>) {
    setBusy(true);
    const payload = await guard.payload();
    if (payload === null) {
      setBusy(false);
      return null;
    }
    const result = await call(payload);
    setBusy(false);
    guard.answered(result.status === 200 ? undefined : firstError(result.body)?.errorCode);
    return result;
  }
  return { guard, busy, send };
}

export function GuardCaptcha({ guard }: { guard: ReturnType<typeof useGuardCaptcha> }) {
  const { t } = useTranslation();
  if (!guard.shown) return null;
  return (
    <>
      {guard.asked && (
        <p className="auth-form__error" role="alert">
          {t(`ERRORS.${guard.asked}`)}
        </p>
      )}
      <Captcha ref={guard.captcha.ref} onChange={guard.captcha.onChange} />
    </>
  );
}
