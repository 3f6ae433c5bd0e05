import type { ContactMessageResponse, contactMessageInput } from '@shop/domain/content';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../http/types.ts';
import { verifyCaptcha } from '../../platform/captcha.ts';
import { type OutgoingMail, queueMail } from '../mail/index.ts';
import { dbCaptchaStore } from '../protection/index.ts';
import { insertContactMessage } from './repository/forms.ts';

type ContactMessage = z.output<typeof contactMessageInput>;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The mail to support: the shopper's words as plain text, escaped in the HTML twin. */
export function contactMail(ctx: AppContext, m: ContactMessage, id: string): OutgoingMail {
  // A name is one line of a subject; line breaks there could smuggle in mail headers.
  const name = m.name.replace(/[\r\n\t]+/g, ' ');
  const lines = [`From: ${name} <${m.email}>`, `Message id: ${id}`];
  return {
    kind: 'CONTACT_MESSAGE',
    to: ctx.config.supportEmail,
    subject: `${ctx.config.storeName}: contact message from ${name}`,
    text: `${lines.join('\n')}\n\n${m.message}\n\nReply to ${m.email} to answer.\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif">${lines
      .map((l) => `<p>${escapeHtml(l)}</p>`)
      .join('')}<blockquote style="white-space:pre-wrap">${escapeHtml(m.message)}</blockquote></body></html>`,
  };
}

/**
 * The contact form (spec 001 §2.5): the captcha must be solved (once), then the message is stored and
 * mailed to the support address (the outbox, delivered by SMTP when configured). The message and its mail
 * are written in one transaction; should the delivery fail, both are kept and the worker tries again.
 */
export async function sendContactMessage(
  ctx: AppContext,
  input: ContactMessage,
  sender: { userId: string | null },
): Promise<ContactMessageResponse> {
  const now = ctx.now();
  await verifyCaptcha(ctx.config.captcha, dbCaptchaStore(ctx.db, ctx.now), input.recaptchaResponse, now);
  const row = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const inserted = await insertContactMessage(db, {
      name: input.name,
      email: input.email,
      message: input.message,
      userId: sender.userId,
    });
    await queueMail({ ...ctx, db }, contactMail(ctx, input, inserted.id));
    return inserted;
  });
  return { id: row.id, createdDate: row.createdAt.toISOString() };
}
