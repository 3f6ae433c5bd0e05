import { randomBytes, timingSafeEqual } from 'node:crypto';
import { DomainError } from '@shop/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { isApiPath } from './errors.ts';

/**
 * Cross-site request forgery, in two layers (docs: modules/accounts/README.md):
 * 1. every state-changing request (POST/PUT/PATCH/DELETE), pages included, must come from our own origin
 *    when the browser says where it comes from: Sec-Fetch-Site same-origin (or none), Origin our host;
 * 2. under /api it must also carry the double-submit token: header X-CSRF-Token equal to the `<session
 *    cookie name>_csrf` cookie. A cross-site page can neither read that cookie nor add a custom header
 *    without a CORS preflight, which this API never grants.
 * The storefront's in-memory calls (app.inject with the per-process internal token) skip both: the page
 * request that caused them passed layer 1 already.
 */
export const CSRF_HEADER = 'x-csrf-token';
export const csrfCookieName = (config: Config) => `${config.session.cookieName}_csrf`;

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A beacon route (the analytics collector): navigator.sendBeacon cannot send the token header, and the
     * route changes nothing of anyone's: the same-origin check still applies, the token does not.
     */
    beacon?: boolean;
  }
  interface FastifyRequest {
    /** The CSRF token this request holds or was just given (GET /api/v1/auth/csrf answers it). */
    csrfToken: string;
  }
}

function sameEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** False when the browser reports a cross-site or foreign-origin request. Absent headers: not a browser. */
function fromOurOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (origin === publicOrigin) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false; // "null" (sandboxed frames, some redirects) or garbage
  }
}

export function registerCsrf(
  app: FastifyInstance,
  config: Config,
  isInternal: (r: FastifyRequest) => boolean,
) {
  const cookieName = csrfCookieName(config);
  const publicOrigin = new URL(config.publicUrl).origin;
  app.decorateRequest('csrfToken', '');
  app.addHook('onRequest', (request, reply, done) => {
    const api = isApiPath(request.url);
    const held = request.cookies[cookieName];
    const beacon = request.routeOptions.config?.beacon === true;
    if (held) request.csrfToken = held;
    else if (request.url.startsWith('/api/v1/') && !beacon) {
      // Any API answer (the page's in-memory GET /me included) hands a browser without a token its token;
      // health probes are left alone.
      request.csrfToken = randomBytes(32).toString('base64url');
      reply.setCookie(cookieName, request.csrfToken, {
        path: '/',
        sameSite: 'lax',
        secure: config.session.secure,
        maxAge: 30 * 24 * 3600,
      });
    }
    if (!UNSAFE.has(request.method) || isInternal(request)) return done();
    const refused = () => done(new DomainError('CSRF_INVALID', {}, 403));
    if (!fromOurOrigin(request, publicOrigin)) return refused();
    if (!api || beacon) return done();
    const header = request.headers[CSRF_HEADER];
    if (typeof header !== 'string' || !held || !sameEqual(header, held)) return refused();
    done();
  });
}
