import type { Config } from '../../config.ts';
import type { AppContext } from '../../http/types.ts';
import { type MailTransport, smtpTransport } from '../../platform/mail.ts';
import type { Job } from '../jobs/index.ts';
import { findMail, markFailed, markSent, noteMailError } from './repository.ts';

/** The job kind that delivers one outbox row over SMTP. */
export const DELIVER_MAIL = 'mail.deliver';
/** Tries per mail (the jobs' backoff between them: 2 s, 4 s, 8 s... ); then the mail is FAILED. */
export const MAIL_MAX_ATTEMPTS = 8;

const transports = new WeakMap<Config, MailTransport>();

function transportFor(config: Config): MailTransport {
  let t = transports.get(config);
  if (!t) {
    t = smtpTransport(config.mail.smtpUrl!, config.mail.from);
    transports.set(config, t);
  }
  return t;
}

/** Closes the app's SMTP connections (at shutdown, once the job worker has stopped). */
export function closeMail(config: Config): void {
  transports.get(config)?.close();
  transports.delete(config);
}

/**
 * The `mail.deliver` job: sends one QUEUED mail of the outbox and marks it SENT (its body dropped: codes need
 * not linger). A refused try keeps its error on the row and throws, so the jobs module tries again later;
 * the last try marks the mail FAILED. Idempotent: a mail that is no longer QUEUED is left alone (a job run
 * twice after a lease ran out sends at most once more, never after SENT was written).
 */
export async function deliverMail(ctx: AppContext, job: Job): Promise<void> {
  const mail = await findMail(ctx.db, String(job.payload.mailId));
  if (mail?.status !== 'QUEUED' || !ctx.config.mail.smtpUrl) return;
  try {
    await transportFor(ctx.config).send({
      to: mail.to,
      subject: mail.subject,
      text: mail.text ?? '',
      html: mail.html ?? '',
    });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (job.attempts >= MAIL_MAX_ATTEMPTS) await markFailed(ctx.db, mail.id, message);
    else await noteMailError(ctx.db, mail.id, message);
    throw err;
  }
  await markSent(ctx.db, mail.id, ctx.now());
}
