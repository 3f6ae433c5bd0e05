import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, timestamptz } from './columns.ts';

export const MAIL_STATUSES = ['STORED', 'QUEUED', 'SENT', 'FAILED'] as const;

/**
 * Every e-mail the shop sends, written in the same transaction as what it tells of (an account and its
 * code), so a crash cannot leave one without the other. Without SMTP_URL the message stays here (STORED) and
 * store staff read it at GET /api/v1/staff/outbox. With SMTP it is QUEUED with a `mail.deliver` job (same
 * transaction), then SENT (body cleared: codes need not linger) or, after the job's last try, FAILED; the
 * error of the last failed try is kept meanwhile.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** What the mail is for (ACTIVATION_CODE, RESET_CODE...), for staff filtering and tests. */
    kind: text('kind').notNull(),
    text: text('text'),
    html: text('html'),
    status: text('status').notNull(),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_to_idx').on(t.to),
    check('mail_outbox_status_ck', oneOf(t.status, MAIL_STATUSES)),
  ],
);
