import { normalizeEmail } from '@shop/domain/accounts';
import type { NewsletterSubscriptionResponse, newsletterSubscriptionInput } from '@shop/domain/content';
import type { z } from 'zod';
import type { AppContext } from '../../http/types.ts';
import { verifyCaptcha } from '../../platform/captcha.ts';
import { dbCaptchaStore } from '../protection/index.ts';
import { insertNewsletterSubscription } from './repository/forms.ts';

/**
 * The newsletter sign-up (spec 001 §4.6): captcha first, then the address is recorded once whatever its
 * case. Subscribing again answers the same, so the form cannot tell whether an address was already known.
 */
export async function subscribeNewsletter(
  ctx: AppContext,
  input: z.output<typeof newsletterSubscriptionInput>,
): Promise<NewsletterSubscriptionResponse> {
  await verifyCaptcha(
    ctx.config.captcha,
    dbCaptchaStore(ctx.db, ctx.now),
    input.recaptchaResponse,
    ctx.now(),
  );
  const email = normalizeEmail(input.email);
  await insertNewsletterSubscription(ctx.db, email);
  return { email, subscribed: true };
}
