import {
  contactMessageInput,
  contactMessageResponse,
  newsletterSubscriptionInput,
  newsletterSubscriptionResponse,
} from '@shop/domain/content';
import { enforceLimits } from '../../http/rate-limits.ts';
import type { ApiApp } from '../../http/types.ts';
import { FORM_LIMITS } from './form-limits.ts';
import { sendContactMessage } from './send-contact-message.ts';
import { subscribeNewsletter } from './subscribe-newsletter.ts';

const CAPTCHA =
  '`recaptchaResponse` is the ALTCHA payload solved from GET /api/v1/captcha/challenge (good once): missing, invalid, expired or replayed is 400 CAPTCHA_INVALID.';

export async function formRoutes(app: ApiApp): Promise<void> {
  const { ctx } = app;

  app.post(
    '/contact',
    {
      schema: {
        summary: 'Send a contact message',
        description: `Stored and mailed to the support address. Field errors carry the form's messages (INVALID_FIELD). ${CAPTCHA} At most ${FORM_LIMITS.contactPerIp.max} an hour per address (429).`,
        tags: ['content'],
        body: contactMessageInput,
        response: { 201: contactMessageResponse },
      },
    },
    async (request, reply) => {
      await enforceLimits(ctx, reply, [{ rule: FORM_LIMITS.contactPerIp, value: request.ip }]);
      const sent = await sendContactMessage(ctx, request.body, { userId: request.user?.id ?? null });
      return reply.code(201).send(sent);
    },
  );

  app.put(
    '/newsletter/subscriptions',
    {
      schema: {
        summary: 'Subscribe to the newsletter',
        description: `Idempotent: the same answer however often an address subscribes. ${CAPTCHA} At most ${FORM_LIMITS.newsletterPerIp.max} an hour per address (429).`,
        tags: ['content'],
        body: newsletterSubscriptionInput,
        response: { 200: newsletterSubscriptionResponse },
      },
    },
    async (request, reply) => {
      await enforceLimits(ctx, reply, [{ rule: FORM_LIMITS.newsletterPerIp, value: request.ip }]);
      return subscribeNewsletter(ctx, request.body);
    },
  );
}
