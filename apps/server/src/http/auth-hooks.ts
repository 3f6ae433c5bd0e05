import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveSession } from '../modules/accounts/index.ts';
import { closeMail } from '../modules/mail/index.ts';
import { registerCsrf } from './csrf.ts';
import { registerPersonalCache } from './personal-cache.ts';
import { clearSessionCookie } from './session-cookie.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route reads the session itself, inside a statement of its own (POST /api/v1/orders: its intake
     * read, orders README "Admission"), with `acceptSession`'s rules: the hook leaves it alone.
     */
    ownSession?: boolean;
  }
}

/**
 * The accounts work's hooks over the whole app: CSRF protection (csrf.ts), then the session hook that fills
 * `request.user` from the session cookie for /api requests (http/auth.ts has the contract), personal
 * answers kept out of caches (personal-cache.ts), and the SMTP connections closed with the app. app.ts calls this once, after @fastify/cookie.
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
    const route = request.routeOptions.config;
    if (!request.url.startsWith('/api/v1/') || route?.beacon || route?.ownSession) return;
    const token = request.cookies[cookieName];
    if (!token) return;
    request.user = await resolveSession(ctx, token);
    // A dead cookie is cleared, so the browser stops sending it (and pages stop asking about it).
    if (!request.user) clearSessionCookie(reply, ctx.config);
  });
  // Signed-in answers and pages: Cache-Control private, no-store (personal-cache.ts).
  registerPersonalCache(app, ctx.config);
  app.addHook('onClose', async () => {
    closeMail(ctx.config);
  });
}
