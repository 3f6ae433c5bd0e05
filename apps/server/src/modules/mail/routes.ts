import { pageOf, pagingQuery } from '@shop/domain';
import { z } from 'zod';
import { requireStaff } from '../../http/auth.ts';
import type { ApiApp } from '../../http/types.ts';
import { listOutbox, outboxMessage } from './list-outbox.ts';

const outboxQuery = pagingQuery.extend({ to: z.string().max(254).optional() });

/**
 * The outbox: what the shop sent or would have sent. Staff see it in every environment; the development
 * route (not registered in production) lets a developer or an end-to-end test read codes without a login.
 */
export async function mailRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/staff/outbox',
    {
      schema: {
        summary: 'Outbox (staff)',
        description:
          'E-mails the shop sent or stored, newest first; `to` filters by recipient. 401/403 for others.',
        tags: ['accounts'],
        querystring: outboxQuery,
        response: { 200: pageOf(outboxMessage) },
      },
    },
    async (request) => {
      requireStaff(request);
      return listOutbox(app.ctx, request.query);
    },
  );

  if (app.ctx.config.env === 'production') return;
  app.get(
    '/dev/outbox',
    {
      schema: {
        summary: 'Outbox (development only)',
        description: 'As /staff/outbox without sign-in; absent in production.',
        tags: ['accounts'],
        querystring: outboxQuery,
        response: { 200: pageOf(outboxMessage) },
      },
    },
    async (request) => listOutbox(app.ctx, request.query),
  );
}
