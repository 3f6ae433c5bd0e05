import { ACTIVATION_CODE_TTL_SECONDS, RESET_CODE_TTL_SECONDS } from '@shop/domain/accounts';
import type { OutgoingMail } from '../mail/index.ts';

/** The account e-mails: plain text first (every client shows it), a simple HTML twin beside it. */
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function html(storeName: string, lines: string[], code: string, link?: string): string {
  const body = lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
  const button = link ? `<p><a href="${escapeHtml(link)}">Reset my password</a></p>` : '';
  return `<!doctype html><html><body style="font-family:sans-serif"><h2>${escapeHtml(storeName)}</h2>${body}<p style="font-size:28px;letter-spacing:6px"><strong>${code}</strong></p>${button}</body></html>`;
}

export function activationMail(storeName: string, to: string, firstName: string, code: string): OutgoingMail {
  const minutes = ACTIVATION_CODE_TTL_SECONDS / 60;
  const lines = [
    `Hi ${firstName || 'there'},`,
    `Welcome to ${storeName}! Enter this verification code to activate your account. It expires in ${minutes} minutes.`,
  ];
  return {
    kind: 'ACTIVATION_CODE',
    to,
    subject: `${storeName}: your activation code ${code}`,
    text: `${lines.join('\n\n')}\n\nVerification code: ${code}\n\nIf you did not register, ignore this e-mail.\n`,
    html: html(storeName, lines, code),
  };
}

export function resetMail(storeName: string, publicUrl: string, to: string, code: string): OutgoingMail {
  const minutes = RESET_CODE_TTL_SECONDS / 60;
  const link = `${publicUrl}/auth/reset-password?email=${encodeURIComponent(to)}&resetCode=${code}`;
  const lines = [
    'We received a request to reset your password.',
    `Enter this code in the verification dialog, or open the link below. Both expire in ${minutes} minutes.`,
  ];
  return {
    kind: 'RESET_CODE',
    to,
    subject: `${storeName}: reset your password`,
    text: `${lines.join('\n\n')}\n\nVerification code: ${code}\n\nReset link: ${link}\n\nIf you did not ask for this, ignore this e-mail: your password stays as it is.\n`,
    html: html(storeName, lines, code, link),
  };
}
