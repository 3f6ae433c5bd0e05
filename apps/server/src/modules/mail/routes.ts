import { pageOf } from '@shop/domain';
import { outboxMessage, outboxQuery } from '@shop/domain/mail';
import { requireAdmin } from '../../http/auth.ts';
import type { ApiApp } from '../../http/types.ts';
import { listOutbox } from './list-outbox.ts';

/**
 * The outbox: what the shop sent or would have sent. Its mails hold activation and reset codes in clear,
 * so only the platform's administrators read it (a store owner is staff, but must not read a shopper's
 * reset code). The development route lets a developer read codes without a login: it exists only with
 * DEV_ROUTES=true, which the config allows in development on a loopback PUBLIC_URL only (config-rules.ts);
 * the storefront shows both at /staff/outbox and /dev/outbox.
 */
export async function mailRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/staff/outbox',
    {
      schema: {
        summary: 'Outbox (platform admins)',
        description:
          'E-mails the shop sent or stored, newest first; `to` filters by recipient. Platform admin and super user only: 401 signed out, 403 FORBIDDEN for shoppers and store owners.',
        tags: ['accounts'],
        querystring: outboxQuery,
        response: { 200: pageOf(outboxMessage) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listOutbox(app.ctx, request.query);
    },
  );

  if (!app.ctx.config.devRoutes) return;
  app.get(
    '/dev/outbox',
    {
      schema: {
        summary: 'Outbox (development only)',
        description:
          'As /staff/outbox without sign-in; only with DEV_ROUTES=true (development on a loopback PUBLIC_URL).',
        tags: ['accounts'],
        querystring: outboxQuery,
        response: { 200: pageOf(outboxMessage) },
      },
    },
    async (request) => listOutbox(app.ctx, request.query),
  );
}
