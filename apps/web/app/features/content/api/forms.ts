import type {
  ContactMessageInput,
  ContactMessageResponse,
  NewsletterSubscriptionResponse,
} from '@shop/domain/content';
import { api } from '../../../lib/api.ts';

/**
 * The contact and newsletter calls. Failures (400 field or captcha errors, 429) are toasted by the API
 * client's global rules; callers only learn whether it worked, and reset their captcha either way.
 */
export async function sendContactMessage(input: ContactMessageInput): Promise<boolean> {
  const result = await api.request<ContactMessageResponse>('POST', '/api/v1/contact', input);
  return result.status === 201;
}

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
