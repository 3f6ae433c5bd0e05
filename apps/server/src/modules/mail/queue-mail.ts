import type { AppContext } from '../../http/types.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { enqueueJob } from '../jobs/index.ts';
import { DELIVER_MAIL, MAIL_MAX_ATTEMPTS } from './deliver-mail.ts';
import { insertMail } from './repository.ts';

export interface OutgoingMail extends MailMessage {
  /** What the mail is for: ACTIVATION_CODE, RESET_CODE... */
  kind: string;
}

/**
 * Records the mail in the outbox with `ctx.db`: pass the context of the transaction of what the mail tells
 * of (an account and its code), and both are saved or neither. With SMTP the mail is QUEUED and a
 * `mail.deliver` job is enqueued in the same transaction (the background worker of any instance sends it,
 * retrying with backoff); the request never waits on, or reveals by its timing, a mail server. Without SMTP
 * it is STORED: the outbox is the mailbox (staff read it at /api/v1/staff/outbox; developers at
 * /api/v1/dev/outbox).
 */
export async function queueMail(ctx: Pick<AppContext, 'db' | 'config'>, mail: OutgoingMail): Promise<void> {
  const queued = Boolean(ctx.config.mail.smtpUrl);
  const row = await insertMail(ctx.db, { ...mail, status: queued ? 'QUEUED' : 'STORED' });
  if (!queued) return;
  await enqueueJob(ctx.db, {
    kind: DELIVER_MAIL,
    payload: { mailId: row.id },
    key: `${DELIVER_MAIL}:${row.id}`,
    maxAttempts: MAIL_MAX_ATTEMPTS,
  });
}
