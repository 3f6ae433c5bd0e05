import type { Db } from '../../db/client.ts';
import type { MailTransport } from '../../platform/mail.ts';
import { claimDueMail, markAttemptFailed, markSent } from './repository.ts';

/** Tries per mail, the first included; then FAILED (staff see the last error in the outbox). */
export const MAIL_MAX_ATTEMPTS = 6;
/** How long a worker may hold a claimed mail; one that died mid-delivery leaves it to the next after this. */
export const MAIL_LEASE_MS = 5 * 60_000;
const BATCH = 10;

/** The wait after the `attempts`-th failed try: 1, 4, 16, 64 minutes, then 4 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(4 * 3600_000, 60_000 * 4 ** Math.max(0, attempts - 1));
}

export interface DeliveryDeps {
  db: Db;
  transport: MailTransport;
  now: () => Date;
  log: { error(obj: object, msg: string): void };
}

/**
 * One pass of the mail worker: claims the mails that are due (any instance may run a pass at the same time:
 * claims skip each other's rows), sends each, and settles it: SENT, tried again later, or FAILED after
 * MAIL_MAX_ATTEMPTS. Goes on until nothing is due. Answers how many were sent.
 */
export async function deliverDueMail(deps: DeliveryDeps): Promise<number> {
  let sent = 0;
  for (;;) {
    const now = deps.now();
    const claimed = await claimDueMail(deps.db, now, new Date(now.getTime() + MAIL_LEASE_MS), BATCH);
    if (claimed.length === 0) return sent;
    for (const row of claimed) {
      try {
        await deps.transport.send({
          to: row.to,
          subject: row.subject,
          text: row.text ?? '',
          html: row.html ?? '',
        });
        await markSent(deps.db, row, deps.now());
        sent++;
      } catch (err) {
        const last = row.attempts >= MAIL_MAX_ATTEMPTS;
        deps.log.error({ err, mailId: row.id, attempts: row.attempts }, 'mail delivery failed');
        const next = last ? null : new Date(deps.now().getTime() + retryDelayMs(row.attempts));
        await markAttemptFailed(deps.db, row, (err as Error).message ?? String(err), next);
      }
    }
  }
}
