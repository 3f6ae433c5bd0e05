import { z } from 'zod';
import { pagingQuery } from '../shared/index.ts';

/** What the shop sent or would have sent (GET /api/v1/staff/outbox, /api/v1/dev/outbox), newest first. */
export const OUTBOX_STATUSES = ['STORED', 'QUEUED', 'SENT', 'FAILED'] as const;

export const outboxMessage = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  /** What the mail is for: ACTIVATION_CODE, RESET_CODE... */
  kind: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  /** Null once an SMTP delivery succeeded (the body is not kept). */
  text: z.string().nullable(),
  html: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

/** `to` filters by recipient (any case). */
export const outboxQuery = pagingQuery.extend({ to: z.string().max(254).optional() });
export type OutboxQuery = z.infer<typeof outboxQuery>;
