import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, timestamptz } from './columns.ts';

export const MAIL_STATUSES = ['STORED', 'QUEUED', 'SENT', 'FAILED'] as const;

/**
 * Every e-mail the shop sends, written in the same transaction as what it tells of (an account and its
 * code), so a crash cannot leave one without the other. Without SMTP_URL the message stays here (STORED) and
 * store staff read it at GET /api/v1/staff/outbox. With SMTP it is QUEUED until a mail worker of any
 * instance delivers it (modules/mail/deliver-mail.ts): SENT (body cleared: codes need not linger), or tried
 * again with growing waits (`attempts`, `next_attempt_at`) and FAILED after the last try. `locked_until` is
 * the lease of the worker that claimed it (a worker that died mid-delivery leaves it to the next).
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
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at'),
    lockedUntil: timestamptz('locked_until'),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_to_idx').on(t.to),
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'QUEUED'`),
    check('mail_outbox_status_ck', oneOf(t.status, MAIL_STATUSES)),
  ],
);
