import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveSession } from '../modules/accounts/index.ts';
import { closeMail, drainMail } from '../modules/mail/index.ts';
import { registerCsrf } from './csrf.ts';
import { clearSessionCookie } from './session-cookie.ts';

/**
 * The accounts work's hooks over the whole app: CSRF protection (csrf.ts), then the session hook that fills
 * `request.user` from the session cookie for /api requests (http/auth.ts has the contract), and mail
 * deliveries finished before the app closes. app.ts calls this once, after @fastify/cookie.
 */
export function registerAuthHooks(
  app: FastifyInstance,
  isInternal: (request: FastifyRequest) => boolean,
): void {
  const { ctx } = app;
  const cookieName = ctx.config.session.cookieName;
  registerCsrf(app, ctx.config, isInternal);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    // Only the versioned API has users: health and readiness probes never wait on the sessions table.
    if (!request.url.startsWith('/api/v1/') || request.routeOptions.config?.beacon) return;
    const token = request.cookies[cookieName];
    if (!token) return;
    request.user = await resolveSession(ctx, token);
    // A dead cookie is cleared, so the browser stops sending it (and pages stop asking about it).
    if (!request.user) clearSessionCookie(reply, ctx.config);
  });
  app.addHook('onClose', async () => {
    await drainMail(ctx);
    closeMail(ctx.config);
  });
}
