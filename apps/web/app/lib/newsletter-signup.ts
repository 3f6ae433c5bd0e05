import { t } from './i18n.ts';
import { markSubscribed } from './newsletter-session.ts';
import { toasts } from './toast-store.ts';

// Apart from newsletter-session.ts, which the shell's popups read at start: the forms that sign up (the
// footer's, the popup's) load later, and with them the texts this warns with (issue 17).

/** Sends a sign-up (PUT /api/v1/newsletter/subscriptions); true when it worked. */
export type Subscribe = (email: string, recaptchaResponse: string) => Promise<boolean>;

/**
 * A sign-up from any form (footer or popup), once its robot check has run: without a payload it warns and
 * sends nothing; after a sign-up the flag is stored (every reader switches to SIGNED) and the visitor is
 * thanked: "You're all set! Thank you." (001 §8).
 */
export async function signUpForNewsletter(email: string, token: string | null, send: Subscribe) {
  if (!token) {
    toasts.show({ type: 'warning', message: t('ERRORS.CAPTCHA_INVALID') });
    return false;
  }
  if (!(await send(email, token))) return false;
  markSubscribed();
  toasts.show({ type: 'success', message: t('newsletter.success') });
  return true;
}
