import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

export const NO_STORE = 'private, no-store';

const setsCookie = (reply: FastifyReply, name: string) => {
  const value = reply.getHeader('set-cookie');
  if (value === undefined) return false;
  const list = Array.isArray(value) ? value : [String(value)];
  return list.some((c) => String(c).startsWith(`${name}=`));
};

/**
 * Personal answers never land in a cache: not a shared one (a proxy or CDN handing one shopper's page to the
 * next), not the browser's disk (a shared computer after sign-out). Every API answer and every page for a
 * signed-in shopper (a session resolved for the API; a session cookie sent with a page), and every answer
 * that starts or ends a session, is `Cache-Control: private, no-store`, whatever the route said. Signed-out
 * answers keep what their route says (the catalogue's are public for a few seconds). Static files are left
 * alone: they are the same for everyone, signed in or not.
 */
export function registerPersonalCache(app: FastifyInstance, config: Config): void {
  const session = config.session.cookieName;
  const isPageOrApi = (request: FastifyRequest) =>
    request.url.startsWith('/api/v1/') || request.routeOptions.url === '/*';
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isPageOrApi(request)) return payload;
    const signedIn = request.user !== null || request.cookies[session] !== undefined;
    if (signedIn || setsCookie(reply, session)) reply.header('cache-control', NO_STORE);
    return payload;
  });
}
