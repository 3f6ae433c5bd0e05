import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DomainError } from '@shop/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { isApiPath } from './errors.ts';

/**
 * Cross-site request forgery, in two layers (docs: modules/accounts/README.md):
 * 1. every state-changing request (POST/PUT/PATCH/DELETE), pages included, must come from our own origin
 *    when the browser says where it comes from: Sec-Fetch-Site same-origin (or none), Origin our host;
 * 2. under /api it must also carry the double-submit token: header X-CSRF-Token equal to the `<session
 *    cookie name>_csrf` cookie. A cross-site page can neither read that cookie nor add a custom header
 *    without a CORS preflight, which this API never grants.
 * The token is bound to the session: `<nonce>.<HMAC(AUTH_SECRET, nonce + hash of the session cookie)>`, so a
 * token planted in a shopper's browser (a cookie written from a sibling subdomain, or one an attacker got
 * for their own session) is worth nothing for the shopper's session. Signing in or out hands a new token in
 * the same answer (session-cookie.ts); an API answer to a browser whose token belongs to another session (or
 * none) hands it one for this session, and a state-changing request with the old one is refused (the web's
 * API client then fetches the new token and tries once more).
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

const mac = (secret: string, nonce: string, session: string | undefined) =>
  createHmac('sha256', secret)
    .update(`csrf\n${nonce}\n${session ? createHash('sha256').update(session).digest('base64url') : ''}`)
    .digest('base64url');

/** A new token bound to `session` (the session cookie's value; none for a signed-out browser). */
export function csrfTokenFor(config: Config, session: string | undefined): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${mac(config.authSecret, nonce, session)}`;
}

/** Whether `token` was made by this shop for this session. */
export function csrfTokenFits(config: Config, token: string, session: string | undefined): boolean {
  const dot = token.indexOf('.');
  if (dot <= 0) return false;
  return sameEqual(token.slice(dot + 1), mac(config.authSecret, token.slice(0, dot), session));
}

/** How many (token, session) pairs `fittingTokens` remembers before it starts again. */
export const FITTING_TOKENS_KEPT = 10_000;

/**
 * `csrfTokenFits` with the pairs found to fit remembered: a browser sends the same token with every request
 * of its session, and checking it (an HMAC and a hash, 20 µs) ran on every request. The answer is the same
 * as computing it again (a pure function of the secret, the token and the session cookie); a token that does
 * not fit is checked every time. At most `FITTING_TOKENS_KEPT` pairs are kept, then the memory starts again.
 */
export function fittingTokens(config: Config): (token: string, session: string | undefined) => boolean {
  // Token -> the session cookie it fits ('' for none): a token is made for one session only.
  const fitting = new Map<string, string>();
  return (token, session) => {
    if (fitting.get(token) === (session ?? '')) return true;
    if (!csrfTokenFits(config, token, session)) return false;
    if (fitting.size >= FITTING_TOKENS_KEPT) fitting.clear();
    fitting.set(token, session ?? '');
    return true;
  };
}

/** Hands the browser a token for `session` (its cookie, and `request.csrfToken` for GET /auth/csrf). */
export function setCsrfCookie(reply: FastifyReply, config: Config, session: string | undefined): string {
  const token = csrfTokenFor(config, session);
  reply.request.csrfToken = token;
  reply.setCookie(csrfCookieName(config), token, {
    path: '/',
    sameSite: 'lax',
    secure: config.session.secure,
    maxAge: 30 * 24 * 3600,
  });
  return token;
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
  const fitting = fittingTokens(config);
  app.decorateRequest('csrfToken', '');
  app.addHook('onRequest', (request, reply, done) => {
    const api = isApiPath(request.url);
    const session = request.cookies[config.session.cookieName];
    const held = request.cookies[cookieName];
    const fits = held !== undefined && fitting(held, session);
    const beacon = request.routeOptions.config?.beacon === true;
    if (fits) request.csrfToken = held;
    else if (request.url.startsWith('/api/v1/') && !beacon) {
      // Any API answer (the page's in-memory GET /me included, whose cookies the page's answer carries)
      // hands a browser without a token for its session such a token; health probes and beacons are left alone.
      setCsrfCookie(reply, config, session);
    }
    if (!UNSAFE.has(request.method) || isInternal(request)) return done();
    const refused = () => done(new DomainError('CSRF_INVALID', {}, 403));
    if (!fromOurOrigin(request, publicOrigin)) return refused();
    if (!api || beacon) return done();
    const header = request.headers[CSRF_HEADER];
    if (typeof header !== 'string' || !fits || !sameEqual(header, held)) return refused();
    done();
  });
}
