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

export const LIMITS = {
  loginPerIp: rule('login:ip', 30, 15 * MIN),
  loginPerAccount: rule('login:account', 10, 15 * MIN),
  registerPerIp: rule('register:ip', 10, HOUR),
  registerPerAccount: rule('register:account', 3, HOUR),
  verifyPerIp: rule('verify:ip', 30, 15 * MIN),
  verifyPerAccount: rule('verify:account', 10, 15 * MIN),
  resendPerIp: rule('resend:ip', 10, HOUR),
  resendPerAccount: rule('resend:account', 5, HOUR),
  resetPerIp: rule('reset:ip', 10, HOUR),
  resetPerAccount: rule('reset:account', 5, HOUR),
  passwordChangePerAccount: rule('password-change:account', 10, 15 * MIN),
  avatarPerAccount: rule('avatar:account', 20, HOUR),
  // A password-protected product's secret, by its check route and by the cart: an artist's fans may mistype
  // it a few times; a guesser gets 10 tries per product and 30 in all per address per 15 minutes.
  productAccessPerIp: rule('product-access:ip', 30, 15 * MIN),
  productAccessPerProduct: rule('product-access:ip-product', 10, 15 * MIN),
} as const;

export interface LimitCheck {
  rule: LimitRule;
  /** The client address, a normalised e-mail or a user id. */
  value: string;
}

// Keys are hashed: the table never holds an e-mail address or a client address in clear.
const keyOf = (check: LimitCheck) =>
  createHash('sha256').update(`${check.rule.name}:${check.value}`).digest('hex');

/** Counts one hit against every check; throws 429 on the first one over its limit. */
export async function enforceLimits(
  ctx: AppContext,
  reply: FastifyReply,
  checks: LimitCheck[],
): Promise<void> {
  const at = ctx.now();
  const now = at.getTime();
  for (const check of checks) {
    const windowMs = check.rule.windowSeconds * 1000;
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const hits = await countHit(ctx.db, keyOf(check), new Date(windowStart), at);
    if (hits > check.rule.max * ctx.config.authRateLimitScale) {
      const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
      reply.header('retry-after', String(retryAfterSeconds));
      throw new DomainError('TOO_MANY_REQUESTS', { retryAfterSeconds, limit: check.rule.name }, 429);
    }
  }
}
