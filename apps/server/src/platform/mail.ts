import nodemailer from 'nodemailer';

/** One e-mail as the shop writes it: plain text always, simple HTML beside it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** How a message leaves the shop. The outbox (modules/mail) decides when; a transport only delivers. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * nodemailer over SMTP (SMTP_URL, e.g. smtp://user:pass@smtp.example.com:587 or smtps://...:465). A pool keeps
 * one connection open between bursts instead of a TLS handshake per code.
 */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
    secure: url.protocol === 'smtps:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    pool: true,
    maxConnections: 2,
    // A local relay (the tests' smtp-server, a dev mailcatcher) offers no certificate worth checking.
    tls: { rejectUnauthorized: !['127.0.0.1', 'localhost', '::1'].includes(url.hostname) },
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
  });
  return {
    async send(message) {
      await transporter.sendMail({ from, ...message });
    },
    close: () => transporter.close(),
  };
}
