import { DomainError } from '@shop/domain';
import { oidcStartQuery } from '@shop/domain/accounts';
import { sameOriginPath } from '@shop/domain/redirects';
import type { FastifyReply } from 'fastify';
import { setSessionCookie } from '../../http/session-cookie.ts';
import type { ApiApp } from '../../http/types.ts';
import { oidcClient } from '../../platform/oidc.ts';
import { OIDC_FLOW_COOKIE, OIDC_FLOW_SECONDS, openFlow, sealFlow } from './oidc-flow.ts';
import { signInWithOidc } from './sign-in-with-oidc.ts';

const tags = ['accounts'];
const COOKIE_PATH = '/api/v1/auth/oidc';

/**
 * The web's login-callback reads `#state=<nonce>;<encoded address>` (spec 001 §2.2). The whole state is
 * encoded once more because the web's URLSearchParams decodes one layer before it splits at the ';'.
 */
const callbackHash = (returnTo: string, extra = '') =>
  `${extra}state=${encodeURIComponent(`${Date.now().toString(36)};${encodeURIComponent(returnTo)}`)}`;

/**
 * Google sign-in, OpenID Connect authorization code + PKCE (docs: README.md). The browser navigates to
 * /auth/oidc/start (not fetch: it leaves the site), signs in at the provider, comes back to the callback,
 * and lands on /auth/login-callback (or /auth/login-failure-callback) with its original address.
 */
export async function oidcRoutes(app: ApiApp): Promise<void> {
  const { ctx } = app;
  const settings = ctx.config.oidc;
  const client = settings ? oidcClient(settings) : null;
  const publicOrigin = new URL(ctx.config.publicUrl).origin;
  const flowCookie = {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: ctx.config.session.secure,
  };
  const failure = (reply: FastifyReply, returnTo: string, error: string) =>
    reply.redirect(`/auth/login-failure-callback#${callbackHash(returnTo, `error=${error}&`)}`, 302);

  app.get(
    '/auth/oidc/start',
    {
      schema: {
        summary: 'Start Google sign-in',
        description:
          '302 to the provider (state, nonce, PKCE challenge; the checks go in a signed 10-minute cookie). 302 to /unavailable when the provider cannot be reached; 404 when not configured.',
        tags,
        querystring: oidcStartQuery,
      },
    },
    async (request, reply) => {
      if (!client) throw new DomainError('NOT_FOUND', { what: 'provider' }, 404);
      const checks = client.newFlow();
      let url: URL;
      try {
        url = await client.authorizationUrl(checks);
      } catch (err) {
        request.log.warn({ err }, 'OpenID discovery failed');
        return reply.redirect('/unavailable', 302); // spec 001 §2.2
      }
      const exp = Math.floor(ctx.now().getTime() / 1000) + OIDC_FLOW_SECONDS;
      // Followed after Google: only an address on the shop's own origin (else the home page).
      const returnTo = sameOriginPath(request.query.redirect_uri, publicOrigin);
      const rememberMe = request.query.rememberMe !== 'false';
      const sealed = sealFlow(ctx.config.authSecret, { ...checks, returnTo, rememberMe, exp });
      reply.setCookie(OIDC_FLOW_COOKIE, sealed, { ...flowCookie, maxAge: OIDC_FLOW_SECONDS });
      return reply.redirect(url.href, 302);
    },
  );

  app.get(
    '/auth/oidc/callback',
    {
      schema: {
        summary: 'Google sign-in callback',
        description:
          'Exchanges the code, validates the ID token, links or creates the account by verified e-mail, starts a session, 302 to /auth/login-callback#state=...;<address>. Failures 302 to /auth/login-failure-callback#error=<code>&state=...',
        tags,
      },
    },
    async (request, reply) => {
      const flow = openFlow(ctx.config.authSecret, request.cookies[OIDC_FLOW_COOKIE], ctx.now());
      reply.clearCookie(OIDC_FLOW_COOKIE, flowCookie);
      if (!client || !flow) return failure(reply, '/', 'OIDC_FAILED');
      try {
        const here = new URL(request.url, ctx.config.oidc!.redirectUrl);
        const identity = await client.finish(here, flow);
        const session = await signInWithOidc(ctx, identity, flow.rememberMe, request.headers['user-agent']);
        setSessionCookie(reply, ctx.config, session.token, session.persistent);
        return reply.redirect(`/auth/login-callback#${callbackHash(flow.returnTo)}`, 302);
      } catch (err) {
        const code = err instanceof DomainError ? err.code : 'OIDC_FAILED';
        request.log.warn({ err, code }, 'OpenID sign-in failed');
        return failure(reply, flow.returnTo, code);
      }
    },
  );
}
