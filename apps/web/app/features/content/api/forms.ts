import type { ContactMessageInput, ContactMessageResponse } from '@shop/domain/content';
import { api } from '../../../lib/api.ts';

/**
 * The contact form's call (the newsletter's is newsletter.ts). Failures (400 field or captcha errors, 429) are toasted by the API
 * client's global rules; callers only learn whether it worked, and reset their captcha either way.
 */
export async function sendContactMessage(input: ContactMessageInput): Promise<boolean> {
  const result = await api.request<ContactMessageResponse>('POST', '/api/v1/contact', input);
  return result.status === 201;
}
