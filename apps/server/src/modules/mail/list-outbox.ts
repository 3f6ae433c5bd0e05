import { type PagingQuery, page } from '@shop/domain';
import type { OutboxMessage } from '@shop/domain/mail';
import type { AppContext } from '../../http/types.ts';
import { listMail } from './repository.ts';

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
