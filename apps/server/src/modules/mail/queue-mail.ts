import type { Config } from '../../config.ts';
import type { AppContext } from '../../http/types.ts';
import { type MailMessage, type MailTransport, smtpTransport } from '../../platform/mail.ts';
import { insertMail, markFailed, markSent } from './repository.ts';

export interface OutgoingMail extends MailMessage {
  /** What the mail is for: ACTIVATION_CODE, RESET_CODE... */
  kind: string;
}

const transports = new WeakMap<Config, MailTransport>();
const inFlight = new WeakMap<AppContext, Set<Promise<void>>>();

function transportFor(config: Config): MailTransport | null {
  if (!config.mail.smtpUrl) return null;
  let t = transports.get(config);
  if (!t) {
    t = smtpTransport(config.mail.smtpUrl, config.mail.from);
    transports.set(config, t);
  }
  return t;
}

/**
 * Records the mail in the outbox and, with SMTP configured, delivers it after the request has answered:
 * the answer never waits on (or reveals, by its timing) a mail server. Without SMTP the outbox is the
 * mailbox (staff read it at /api/v1/staff/outbox; developers at /api/v1/dev/outbox).
 */
export async function queueMail(ctx: AppContext, mail: OutgoingMail): Promise<void> {
  const transport = transportFor(ctx.config);
  const row = await insertMail(ctx.db, { ...mail, status: transport ? 'QUEUED' : 'STORED' });
  if (!transport) return;
  const { kind: _kind, ...message } = mail;
  const delivery = transport
    .send(message)
    .then(() => markSent(ctx.db, row.id, ctx.now()))
    .catch(async (err: Error) => {
      ctx.log.error({ err, mailId: row.id }, 'mail delivery failed');
      await markFailed(ctx.db, row.id, err.message).catch(() => {});
    });
  let set = inFlight.get(ctx);
  if (!set) {
    set = new Set();
    inFlight.set(ctx, set);
  }
  const tracked = set;
  tracked.add(delivery);
  void delivery.finally(() => tracked.delete(delivery));
}

/** Waits for deliveries under way (at shutdown, so none is cut off; in tests, before reading the mailbox). */
export async function drainMail(ctx: AppContext): Promise<void> {
  const set = inFlight.get(ctx);
  while (set && set.size > 0) await Promise.allSettled([...set]);
}

export function closeMail(config: Config): void {
  transports.get(config)?.close();
  transports.delete(config);
}
