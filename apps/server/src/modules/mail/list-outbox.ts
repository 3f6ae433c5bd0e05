import { type PagingQuery, page } from '@shop/domain';
import { z } from 'zod';
import type { AppContext } from '../../http/types.ts';
import { listMail } from './repository.ts';

export const outboxMessage = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.enum(['STORED', 'QUEUED', 'SENT', 'FAILED']),
  /** Null once an SMTP delivery succeeded (the body is not kept). */
  text: z.string().nullable(),
  html: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export async function listOutbox(ctx: AppContext, query: PagingQuery & { to?: string }) {
  const { rows, total } = await listMail(ctx.db, {
    to: query.to,
    offset: (query.page - 1) * query.size,
    limit: query.size,
  });
  const contents: OutboxMessage[] = rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    kind: r.kind,
    status: r.status as OutboxMessage['status'],
    text: r.text,
    html: r.html,
    error: r.error,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  }));
  return page(contents, query, total);
}
