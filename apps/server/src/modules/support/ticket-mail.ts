import type { OutgoingMail } from '../mail/index.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type TicketMailKind = 'TICKET_REPLY' | 'TICKET_RESOLVED';

/** The e-mail to the shopper when staff reply to or resolve a request, with a link to the thread. */
export function ticketMail(input: {
  kind: TicketMailKind;
  to: string;
  name: string;
  subject: string;
  text: string;
  from: string;
  ticketId: string;
  publicUrl: string;
}): OutgoingMail {
  const link = `${input.publicUrl}/account/tickets/${input.ticketId}`;
  const lead =
    input.kind === 'TICKET_REPLY'
      ? `${input.from} replied to your request "${input.subject}":`
      : `${input.from} resolved your request "${input.subject}":`;
  const lines = [`Hi ${input.name || 'there'},`, lead, input.text];
  return {
    kind: input.kind,
    to: input.to,
    subject:
      input.kind === 'TICKET_REPLY'
        ? `${input.from}: New reply to your request "${input.subject}"`
        : `${input.from}: Your request "${input.subject}" is resolved`,
    text: `${lines.join('\n\n')}\n\nSee the conversation: ${link}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif">${lines
      .map((l) => `<p>${escapeHtml(l)}</p>`)
      .join('')}<p><a href="${escapeHtml(link)}">See the conversation</a></p></body></html>`,
  };
}
