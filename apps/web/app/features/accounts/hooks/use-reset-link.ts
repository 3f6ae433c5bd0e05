import { OTP_PATTERN } from '@shop/domain/accounts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { checkResetLink, isLinkError } from '../api/auth-api.ts';
import { authFlow } from '../lib/auth-flow.ts';

/**
 * The e-mailed reset link: the code is checked first, so a dead link says so at once (on
 * /auth/reset-password-failure) instead of after the shopper typed a new password twice. A good code
 * opens CREATE NEW PASSWORD; a malformed or refused one (CLI-ACC-*) goes to the expired-link page; any
 * other failure (too many requests, network) is shown as usual and the page stays.
 */
export function useResetLink(email: string, resetCode: string) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!email) return;
    let live = true;
    const failed = () =>
      navigate(`/auth/reset-password-failure?email=${encodeURIComponent(email)}`, { replace: true });
    if (!OTP_PATTERN.test(resetCode)) {
      void failed();
      return;
    }
    void checkResetLink(email, resetCode).then((result) => {
      if (!live) return;
      if (result.status === 200) authFlow.start({ kind: 'new-password', email, resetCode, fromLink: true });
      // Only a refused code (or a malformed link) makes the link expired; a 429 or an outage was
      // toasted, and the link may still work in a moment (reload the page).
      else if (isLinkError(result.body)) void failed();
    });
    return () => {
      live = false;
    };
  }, [email, resetCode, navigate]);
}
