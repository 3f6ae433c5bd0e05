import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes undone (enough to read codes). */
  text: string;
}

/**
 * A real SMTP server on 127.0.0.1 for tests: nodemailer delivers to it over TCP, the test reads what
 * arrived. No auth; STARTTLS is not offered (plain on loopback).
 */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refusing) {
          // A temporary failure, as a mail server that is overloaded or greylisting answers.
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const text = raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** While true, every message is refused with 451 (a temporary failure). */
    refuse(on: boolean) {
      refusing = on;
    },
    /** Mails to one address, oldest first. */
    to: (address: string) => received.filter((m) => m.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code of a mail ("Verification code: 123456"). */
export function codeIn(text: string): string {
  const m = /Verification code: (\d{6})/.exec(text);
  if (!m) throw new Error(`no code in mail:\n${text}`);
  return m[1]!;
}
