import { useNavigate, useRevalidator } from 'react-router';
import { takeLoginCallback } from '../../../lib/login-prompt.ts';
import { safeRedirect } from '../../../lib/safe-redirect.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { confirmMember } from '../lib/confirm-member.ts';

/**
 * How every sign-in ends (the login dialog, the login page, Google's /auth/login-callback): the member
 * check, then the stored post-login callback address if there is one, else `fallback` (redirect_uri, the
 * address Google's state carried, or /), and the shell's session data reloaded. False when the member check
 * signed the shopper out again.
 */
export function useFinishSignIn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return async function finishSignIn(fallback: string, options: { replace?: boolean } = {}) {
    const me = await confirmMember(t);
    const callback = takeLoginCallback();
    if (!me) {
      await revalidator.revalidate();
      return false;
    }
    await navigate(safeRedirect(callback ?? fallback), { replace: options.replace });
    await revalidator.revalidate();
    return true;
  };
}
