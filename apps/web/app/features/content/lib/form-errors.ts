import { CONTENT_FORM_MESSAGES as M } from '@shop/domain/content';
import type { z } from 'zod';

/**
 * The domain schemas carry the spec's messages (shared with the API's 400s); the page shows them through
 * the translation file, so each message is looked up by its key here (a message without one shows as is).
 */
const KEYS: Record<string, string> = {
  [M.nameRequired]: 'validation.nameRequired',
  [M.emailRequired]: 'validation.contactEmailRequired',
  [M.emailInvalid]: 'validation.contactEmailInvalid',
  [M.messageRequired]: 'validation.messageRequired',
  [M.newsletterEmailInvalid]: 'validation.emailValid',
  [M.popupEmailInvalid]: 'validation.emailInvalid',
  [M.nameTooLong]: 'contactForm.nameTooLong',
  [M.messageTooLong]: 'contactForm.messageTooLong',
};

export type FieldErrors = Partial<Record<string, string>>;

/** The first error of each field, as translation keys (or raw messages), from a zod schema's verdict. */
export function fieldErrors(schema: z.ZodType, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= KEYS[issue.message] ?? issue.message;
  }
  return errors;
}
