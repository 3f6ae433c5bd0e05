import { z } from 'zod';
import { EMAIL_MAX } from '../accounts/field-rules.ts';
import { emailField } from '../accounts/fields.ts';
import { multilineTextField, textField } from '../shared/text.ts';

/**
 * The contact form (spec 001 §5) and the newsletter sign-up (001 §5, footer; 000 §5, popups), shared by the
 * web's forms (zodResolver) and the API, so a 400 from the server names the same words as the form.
 * `recaptchaResponse` is the spec's field name (001 §3); it carries the ALTCHA payload the widget produced.
 */
export const CONTENT_FORM_MESSAGES = {
  nameRequired: 'Your name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Invalid Email',
  messageRequired: 'Message is required.',
  newsletterEmailInvalid: 'Please enter a valid email address.',
  popupEmailInvalid: 'Please input valid Email Address.',
  // Ours: the spec gives no limit for these; a message is a note to support, not an essay.
  nameTooLong: 'Your name must be at most 100 characters.',
  messageTooLong: 'Message must be at most 2000 characters.',
  captchaRequired: 'Please confirm you are not a robot.',
  /** Toast after a newsletter sign-up (001 §8). */
  newsletterSubscribed: "You're all set! Thank you.",
} as const;
const M = CONTENT_FORM_MESSAGES;

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MAX = 2000;
/** Spec 001 §9: the message textarea shows 4 to 6 rows. */
export const CONTACT_MESSAGE_ROWS = { min: 4, max: 6 } as const;

// An ALTCHA payload is base64 JSON of a few hundred bytes; the bound keeps junk out of the verifier.
const captchaField = textField({ error: M.captchaRequired })
  .min(1, { error: M.captchaRequired, abort: true })
  .max(4000, { error: M.captchaRequired });

const required = (message: string, max: number, tooLong: string, multiline = false) =>
  (multiline ? multilineTextField : textField)({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: tooLong });

/** POST /api/v1/contact. Name and message are trimmed; whitespace only counts as empty. */
export const contactMessageInput = z.object({
  name: required(M.nameRequired, CONTACT_NAME_MAX, M.nameTooLong),
  email: emailField(M.emailRequired, M.emailInvalid),
  message: required(M.messageRequired, CONTACT_MESSAGE_MAX, M.messageTooLong, true),
  recaptchaResponse: captchaField,
});
export type ContactMessageInput = z.input<typeof contactMessageInput>;

/** The form's own fields, for the web (the captcha token is fetched after these validate). */
export const contactFormFields = contactMessageInput.omit({ recaptchaResponse: true });

export const contactMessageResponse = z.object({ id: z.string(), createdDate: z.string() });
export type ContactMessageResponse = z.infer<typeof contactMessageResponse>;

/** Spec 001 §5 newsletter: one message for empty and malformed alike. */
export const newsletterEmailField = emailField(M.newsletterEmailInvalid, M.newsletterEmailInvalid);
/** Spec 000 §5: the subscribe and sale popups word it differently. */
export const popupEmailField = emailField(M.popupEmailInvalid, M.popupEmailInvalid);

/** PUT /api/v1/newsletter/subscriptions (the footer form). */
export const newsletterSubscriptionInput = z.object({
  email: newsletterEmailField,
  recaptchaResponse: captchaField,
});
export type NewsletterSubscriptionInput = z.input<typeof newsletterSubscriptionInput>;
export const newsletterFormFields = newsletterSubscriptionInput.omit({ recaptchaResponse: true });
/** The popups' form: same call, the popup's message. */
export const popupSubscriptionFields = z.object({ email: popupEmailField });

/** Subscribing is idempotent: the same answer every time for one address. */
export const newsletterSubscriptionResponse = z.object({
  email: z.string().max(EMAIL_MAX),
  subscribed: z.literal(true),
});
export type NewsletterSubscriptionResponse = z.infer<typeof newsletterSubscriptionResponse>;
