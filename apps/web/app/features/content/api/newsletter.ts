import type { NewsletterSubscriptionResponse } from '@shop/domain/content';
import { api } from '../../../lib/api.ts';

/**
 * The newsletter sign-up call, for the footer's box and the popup's form. Apart from the contact form's
 * (forms.ts): the footer loads after the page, and must not bring the contact form's schemas (zod) with
 * it. Failures are toasted by the API client's global rules; callers only learn whether it worked.
 */
export async function subscribeNewsletter(email: string, recaptchaResponse: string): Promise<boolean> {
  const result = await api.request<NewsletterSubscriptionResponse>(
    'PUT',
    '/api/v1/newsletter/subscriptions',
    {
      email,
      recaptchaResponse,
    },
  );
  return result.status === 200;
}
