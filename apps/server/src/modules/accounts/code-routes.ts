import {
  activationRequestInput,
  forgotPasswordInput,
  normalizeEmail,
  resendActivationInput,
  resendActivationResponse,
  resetPasswordInput,
  successResponse,
  verifyActivationInput,
  verifyResetCodeInput,
} from '@shop/domain/accounts';
import type { FastifyReply } from 'fastify';
import { GUARDS, guardAccount } from '../../http/account-guard.ts';
import { accountAtAddress, enforceLimits, LIMITS } from '../../http/rate-limits.ts';
import type { ApiApp } from '../../http/types.ts';
import { requestActivation } from './request-activation.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resendActivation } from './resend-activation.ts';
import { resetPassword } from './reset-password.ts';
import { verifyActivation } from './verify-activation.ts';
import { verifyResetCode } from './verify-reset-code.ts';

const tags = ['accounts'];
const CODE_ERRORS =
  'CLI-ACC-010 wrong code (errorParams.remainingAttempts), CLI-ACC-003 no live code (used, replaced, none), CLI-ACC-002 expired, CLI-ACC-009 locked after 5 wrong tries; TOO_MANY_REQUESTS (429).';

/** Activation and password reset by e-mailed 6-digit code (spec 001 §4.2-4.4, 002 §7 "Users"). */
export async function codeRoutes(app: ApiApp): Promise<void> {
  const { ctx } = app;

  /**
   * A request that mails an address (a reset code, a new activation code): the per-address limits, then the
   * account guard, counted together for both kinds: past a few an hour for one e-mail, a captcha and a wait.
   */
  async function guardMailing(
    request: { ip: string; body: { email: string; recaptchaResponse?: string } },
    reply: FastifyReply,
  ) {
    const email = normalizeEmail(request.body.email);
    await enforceLimits(ctx, reply, [
      { rule: LIMITS.resetPerIp, value: request.ip },
      { rule: LIMITS.resetPerAccountAddress, value: accountAtAddress(email, request.ip) },
    ]);
    const guard = await guardAccount(ctx, GUARDS.resetRequests, email, request.body.recaptchaResponse);
    await guard.count();
  }

  app.patch(
    '/auth/activation',
    {
      schema: {
        summary: 'Activate an account',
        description: `Checks the e-mailed code. Errors: AUTH-004 (accessCode not this user's current one), ${CODE_ERRORS}`,
        tags,
        body: verifyActivationInput,
        response: { 200: successResponse },
      },
    },
    async (request, reply) => {
      await enforceLimits(ctx, reply, [
        { rule: LIMITS.verifyPerIp, value: request.ip },
        { rule: LIMITS.verifyPerAccountAddress, value: accountAtAddress(request.body.userId, request.ip) },
      ]);
      return verifyActivation(ctx, request.body);
    },
  );

  app.post(
    '/auth/activation/resend',
    {
      schema: {
        summary: 'Send a new activation code',
        description:
          'Mails a new code; answers the e-mail and a fresh accessCode (the old one stops working). Errors: AUTH-004, TOO_MANY_REQUESTS.',
        tags,
        body: resendActivationInput,
        response: { 200: resendActivationResponse },
      },
    },
    async (request, reply) => {
      await enforceLimits(ctx, reply, [
        { rule: LIMITS.resendPerIp, value: request.ip },
        { rule: LIMITS.resendPerAccount, value: request.body.userId },
      ]);
      return resendActivation(ctx, request.body);
    },
  );

  app.post(
    '/auth/activation/request',
    {
      schema: {
        summary: 'Ask for a new activation code by e-mail',
        description:
          'For /activate without parameters: an account waiting for activation gets a new code and a link /activate?userId&accessCode by e-mail. The same answer whatever the address. Shares the reset request limits and account guard (both mail the address): past 3 requests an hour for an e-mail, a solved captcha in `recaptchaResponse` (CAPTCHA_REQUIRED / CAPTCHA_INVALID, 400). TOO_MANY_REQUESTS (429).',
        tags,
        body: activationRequestInput,
        response: { 200: successResponse },
      },
    },
    async (request, reply) => {
      await guardMailing(request, reply);
      return requestActivation(ctx, request.body);
    },
  );

  app.patch(
    '/auth/password-reset',
    {
      schema: {
        summary: 'Request a password reset',
        description:
          'Mails a 6-digit code and a link /auth/reset-password?email&resetCode. Same answer whether or not the address has an account, except account_disabled (403) with errorParams {userId, accessCode} for an account not yet activated (a new activation code is mailed). After 3 requests for an e-mail in an hour (from anywhere) every caller sends a solved captcha in `recaptchaResponse` (CAPTCHA_REQUIRED / CAPTCHA_INVALID, 400) and waits a growing delay. TOO_MANY_REQUESTS (429).',
        tags,
        body: forgotPasswordInput,
        response: { 200: successResponse },
      },
    },
    async (request, reply) => {
      await guardMailing(request, reply);
      return requestPasswordReset(ctx, request.body);
    },
  );

  app.patch(
    '/auth/password-reset/verification',
    {
      schema: {
        summary: 'Check a reset code',
        description: `The OTP dialog's check; a right code stays good for setting the password. Errors: ${CODE_ERRORS}`,
        tags,
        body: verifyResetCodeInput,
        response: { 200: successResponse },
      },
    },
    async (request, reply) => {
      await enforceLimits(ctx, reply, [
        { rule: LIMITS.verifyPerIp, value: request.ip },
        {
          rule: LIMITS.verifyPerAccountAddress,
          value: accountAtAddress(normalizeEmail(request.body.email), request.ip),
        },
      ]);
      return verifyResetCode(ctx, request.body);
    },
  );

  app.patch(
    '/auth/password-reset/password',
    {
      schema: {
        summary: 'Set a new password with a reset code',
        description: `Signs the account out elsewhere. Errors: PASSWORD_NOT_CHANGED (same as the current one), PASSWORD_BREACHED (in the breached-password list bundled with the shop), ${CODE_ERRORS} The link page maps any code error to /auth/reset-password-failure.`,
        tags,
        body: resetPasswordInput,
        response: { 200: successResponse },
      },
    },
    async (request, reply) => {
      await enforceLimits(ctx, reply, [
        { rule: LIMITS.verifyPerIp, value: request.ip },
        {
          rule: LIMITS.verifyPerAccountAddress,
          value: accountAtAddress(normalizeEmail(request.body.email), request.ip),
        },
      ]);
      return resetPassword(ctx, request.body, request.user);
    },
  );
}
