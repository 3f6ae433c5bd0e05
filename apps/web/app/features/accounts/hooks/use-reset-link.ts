import { OTP_PATTERN } from '@shop/domain/accounts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { verifyResetCode } from '../api/auth-api.ts';
import { authFlow } from '../lib/auth-flow.ts';

/**
 * The e-mailed reset link: the code is checked first, so a dead link says so at once (on
 * /auth/reset-password-failure) instead of after the shopper typed a new password twice. A good code
 * opens CREATE NEW PASSWORD.
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
    void verifyResetCode(email, resetCode).then((result) => {
      if (!live) return;
      if (result.status === 200) authFlow.start({ kind: 'new-password', email, resetCode, fromLink: true });
      else void failed();
    });
    return () => {
      live = false;
    };
  }, [email, resetCode, navigate]);
}
