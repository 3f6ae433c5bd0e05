import { createHash } from 'node:crypto';
import { DomainError } from '@shop/domain';
import type { FastifyReply } from 'fastify';
import { countHit } from '../modules/protection/index.ts';
import type { AppContext } from './types.ts';

/**
 * Limits of the account routes, per client address AND per account (e-mail or user id), on top of the
 * app-wide per-address limit of @fastify/rate-limit. Fixed windows counted in the database (every instance
 * counts together; the injectable clock moves them in tests). Exceeding one answers 429 TOO_MANY_REQUESTS
 * with Retry-After and errorParams.retryAfterSeconds. Every attempt counts, successful or not: counting
 * only failures would let a guesser who also owns an account reset the count.
 */
export interface LimitRule {
  name: string;
  max: number;
  windowSeconds: number;
}

const rule = (name: string, max: number, windowSeconds: number): LimitRule => ({ name, max, windowSeconds });
const MIN = 60;
const HOUR = 3600;

/**
 * Limits that name an account (e-mail, user id) are keyed on the account AND the client address
 * (`accountAtAddress`): a hard wall keyed on the account alone would let anyone lock its owner out by
 * failing on purpose. What protects an account from guesses spread over many addresses is the account
 * guard (http/account-guard.ts): a captcha and growing delays for everyone, never a wall.
 */
export const LIMITS = {
  loginPerIp: rule('login:ip', 30, 15 * MIN),
  loginPerAccountAddress: rule('login:account+ip', 10, 15 * MIN),
  registerPerIp: rule('register:ip', 10, HOUR),
  registerPerAccount: rule('register:account', 3, HOUR),
  verifyPerIp: rule('verify:ip', 30, 15 * MIN),
  verifyPerAccountAddress: rule('verify:account+ip', 10, 15 * MIN),
  resendPerIp: rule('resend:ip', 10, HOUR),
  resendPerAccount: rule('resend:account', 5, HOUR),
  resetPerIp: rule('reset:ip', 10, HOUR),
  resetPerAccountAddress: rule('reset:account+ip', 5, HOUR),
  passwordChangePerAccount: rule('password-change:account', 10, 15 * MIN),
  avatarPerAccount: rule('avatar:account', 20, HOUR),
  // A password-protected product's secret, by its check route and by the cart: an artist's fans may mistype
  // it a few times; a guesser gets 10 tries per product and 30 in all per address per 15 minutes. Across all
  // addresses, a product's wrong tries slow every check of it down (catalog checkProductSecret).
  productAccessPerIp: rule('product-access:ip', 30, 15 * MIN),
  productAccessPerProduct: rule('product-access:ip-product', 10, 15 * MIN),
} as const;

export interface LimitCheck {
  rule: LimitRule;
  /** The client address, a normalised e-mail or a user id. */
  value: string;
}

/** The value of an account+address rule: one account seen from one client address. */
export const accountAtAddress = (account: string, ip: string) => `${account}\n${ip}`;

// Keys are hashed: the table never holds an e-mail address or a client address in clear.
export const limitKey = (name: string, value: string) =>
  createHash('sha256').update(`${name}:${value}`).digest('hex');
const keyOf = (check: LimitCheck) => limitKey(check.rule.name, check.value);

/** The fixed window `now` falls in. */
export function windowOf(now: Date, windowSeconds: number) {
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { start: new Date(start), end: start + windowMs };
}

/** Counts one hit against every check; throws 429 on the first one over its limit. */
export async function enforceLimits(
  ctx: AppContext,
  reply: FastifyReply,
  checks: LimitCheck[],
): Promise<void> {
  const at = ctx.now();
  for (const check of checks) {
    const window = windowOf(at, check.rule.windowSeconds);
    const hits = await countHit(ctx.db, keyOf(check), window.start, at);
    if (hits > check.rule.max * ctx.config.authRateLimitScale) {
      const retryAfterSeconds = Math.max(1, Math.ceil((window.end - at.getTime()) / 1000));
      reply.header('retry-after', String(retryAfterSeconds));
      throw new DomainError('TOO_MANY_REQUESTS', { retryAfterSeconds, limit: check.rule.name }, 429);
    }
  }
}
