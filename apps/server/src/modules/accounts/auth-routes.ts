import { DomainError } from '@shop/domain';
import {
  csrfResponse,
  loginInput,
  meResponse,
  normalizeEmail,
  providersResponse,
  registerInput,
  registerResponse,
} from '@shop/domain/accounts';
import { z } from 'zod';
import { GUARDS, guardAccount } from '../../http/account-guard.ts';
import { accountAtAddress, enforceLimits, LIMITS } from '../../http/rate-limits.ts';
import { clearSessionCookie, setSessionCookie } from '../../http/session-cookie.ts';
import type { ApiApp } from '../../http/types.ts';
import { createCaptchaChallenge } from '../../platform/captcha.ts';
import { endSession } from './create-session.ts';
import { registerUser } from './register-user.ts';
import { signIn } from './sign-in.ts';

const tags = ['accounts'];
const captchaChallenge = z.object({
  parameters: z.record(z.string(), z.unknown()),
  signature: z.string().optional(),
});

/** Sign-in, sign-out, registration and what the login dialog needs first (CSRF token, providers, captcha). */
export async function authRoutes(app: ApiApp): Promise<void> {
  const { ctx } = app;
  const cookieName = ctx.config.session.cookieName;

  app.get(
    '/auth/csrf',
    {
      schema: {
        summary: 'CSRF token',
        description:
          'The double-submit token (also set as the `<session cookie>_csrf` cookie). Send it as X-CSRF-Token on every POST/PUT/PATCH/DELETE.',
        tags,
        response: { 200: csrfResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { csrfToken: request.csrfToken };
    },
  );

  app.get(
    '/auth/providers',
    {
      schema: {
        summary: 'Sign-in providers',
        description: 'Whether the Google button shows.',
        tags,
        response: { 200: providersResponse },
      },
    },
    async () => ({ google: ctx.config.oidc !== null }),
  );

  app.get(
    '/captcha/challenge',
    {
      schema: {
        summary: 'ALTCHA challenge',
        description:
          'A signed proof-of-work challenge for the ALTCHA widget (challengeurl). The solved payload goes in `recaptchaResponse`; each is good once, for 10 minutes.',
        tags: ['accounts', 'captcha'],
        response: { 200: captchaChallenge },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const challenge = await createCaptchaChallenge(ctx.config.captcha, ctx.now());
      return { parameters: { ...challenge.parameters }, signature: challenge.signature };
    },
  );

  app.post(
    '/auth/register',
    {
      schema: {
        summary: 'Register',
        description:
          'Creates a not-yet-activated account and mails a 6-digit activation code. Errors: EMAIL_ALREADY_EXIST (409), PHONE_NUMBER, PASSWORD_BREACHED (a password of the bundled breached-password list), CAPTCHA_INVALID, INVALID_FIELD (400), TOO_MANY_REQUESTS (429).',
        tags,
        body: registerInput,
        response: { 201: registerResponse },
      },
    },
    async (request, reply) => {
      await enforceLimits(ctx, reply, [
        { rule: LIMITS.registerPerIp, value: request.ip },
        { rule: LIMITS.registerPerAccount, value: normalizeEmail(request.body.email) },
      ]);
      reply.code(201);
      return registerUser(ctx, request.body);
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        summary: 'Log in',
        description:
          'Starts a session (httpOnly cookie; 30 days with rememberMe, else a browser-session cookie) and answers the profile. After 5 failures on an e-mail in 15 minutes (from anywhere) every caller sends a solved captcha in `recaptchaResponse` and waits a growing delay. Errors: invalid_grant (400, any wrong pair), account_disabled (403, not activated), CAPTCHA_REQUIRED / CAPTCHA_INVALID (400), TOO_MANY_REQUESTS (429: this address, or this address on this account).',
        tags,
        body: loginInput,
        response: { 200: meResponse },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      await enforceLimits(ctx, reply, [
        { rule: LIMITS.loginPerIp, value: request.ip },
        { rule: LIMITS.loginPerAccountAddress, value: accountAtAddress(email, request.ip) },
      ]);
      // Failures from everywhere make every caller solve a captcha and wait, never lock the owner out.
      const guard = await guardAccount(ctx, GUARDS.loginFailures, email, request.body.recaptchaResponse);
      const result = await guard.countFailure(
        () => signIn(ctx, request.body, request.headers['user-agent']),
        (err) => err instanceof DomainError && err.code === 'invalid_grant',
      );
      // A new sign-in never reuses a session the browser already held (session fixation).
      const previous = request.cookies[cookieName];
      if (previous) await endSession(ctx, previous);
      setSessionCookie(reply, ctx.config, result.token, result.persistent);
      return result.me;
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        summary: 'Log out',
        description: 'Deletes the session on the server and clears the cookie. Always 204.',
        tags,
      },
    },
    async (request, reply) => {
      const token = request.cookies[cookieName];
      if (token) await endSession(ctx, token);
      clearSessionCookie(reply, ctx.config);
      return reply.code(204).send();
    },
  );
}
