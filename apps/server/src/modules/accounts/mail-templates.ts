import { ACTIVATION_CODE_TTL_SECONDS, RESET_CODE_TTL_SECONDS } from '@shop/domain/accounts';
import type { OutgoingMail } from '../mail/index.ts';

/** The account e-mails: plain text first (every client shows it), a simple HTML twin beside it. */
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function html(
  storeName: string,
  lines: string[],
  code: string,
  link?: { href: string; text: string },
): string {
  const body = lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
  const button = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : '';
  return `<!doctype html><html><body style="font-family:sans-serif"><h2>${escapeHtml(storeName)}</h2>${body}<p style="font-size:28px;letter-spacing:6px"><strong>${code}</strong></p>${button}</body></html>`;
}

/** "2 minutes", "10 minutes": a code's lifetime as the e-mail states it (whole minutes, as the constants are). */
export const lifetimeText = (seconds: number) => {
  const minutes = Math.round(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** `link`: /activate?userId&accessCode, where the code can be entered in any browser. */
export function activationMail(
  storeName: string,
  to: string,
  firstName: string,
  code: string,
  link?: string,
): OutgoingMail {
  const lines = [
    `Hi ${firstName || 'there'},`,
    `Welcome to ${storeName}! Enter this verification code to activate your account. It expires in ${lifetimeText(ACTIVATION_CODE_TTL_SECONDS)}.`,
  ];
  return {
    kind: 'ACTIVATION_CODE',
    to,
    subject: `${storeName}: your activation code ${code}`,
    text: `${lines.join('\n\n')}\n\nVerification code: ${code}\n\n${link ? `Enter it here: ${link}\n\n` : ''}If you did not register, ignore this e-mail.\n`,
    html: html(storeName, lines, code, link ? { href: link, text: 'Activate my account' } : undefined),
  };
}

export function resetMail(storeName: string, publicUrl: string, to: string, code: string): OutgoingMail {
  const link = `${publicUrl}/auth/reset-password?email=${encodeURIComponent(to)}&resetCode=${code}`;
  const lines = [
    'We received a request to reset your password.',
    `Enter this code in the verification dialog, or open the link below. Both expire in ${lifetimeText(RESET_CODE_TTL_SECONDS)}.`,
  ];
  return {
    kind: 'RESET_CODE',
    to,
    subject: `${storeName}: reset your password`,
    text: `${lines.join('\n\n')}\n\nVerification code: ${code}\n\nReset link: ${link}\n\nIf you did not ask for this, ignore this e-mail: your password stays as it is.\n`,
    html: html(storeName, lines, code, { href: link, text: 'Reset my password' }),
  };
}
