import { setTimeout as sleep } from 'node:timers/promises';
import { DomainError } from '@shop/domain';
import { countHit, dbCaptchaStore, peekHits } from '../modules/protection/index.ts';
import { verifyCaptcha } from '../platform/captcha.ts';
import { limitKey, windowOf } from './rate-limits.ts';
import type { AppContext } from './types.ts';

/**
 * Protection of one account against attempts spread over many addresses (a password guesser with a
 * botnet, a flood of reset mails), which must never become a lockout an attacker can aim at the owner.
 * The account's attempts are counted in a fixed window (in the database: every instance counts together);
 * past `captchaAfter` every caller, the owner included, must send a solved ALTCHA payload (400
 * CAPTCHA_REQUIRED, then CAPTCHA_INVALID for a bad one), and past `delayAfter` every answer waits a
 * growing delay (1/8, 1/4, 1/2 of AUTH_DELAY_MAX_MS, then the maximum). The owner, with the right
 * password, from any address, always gets in: after a captcha and at most the maximum delay.
 *
 * Per-address walls (http/rate-limits.ts, keyed on the address, or the account AND the address) still
 * stop one address from trying much. Use for any action a stranger can start against someone else's
 * account: `const guard = await guardAccount(ctx, GUARDS.x, account, payload)`, then `guard.count()` for
 * each attempt that counts (every one, or only failures, as the action's rule says).
 */
export interface GuardRule {
  name: string;
  windowSeconds: number;
  /** Attempts in the window after which every caller must solve a captcha. */
  captchaAfter: number;
  /** Attempts in the window after which every answer waits (growing to AUTH_DELAY_MAX_MS). */
  delayAfter: number;
}

export const GUARDS = {
  /** Failed sign-ins of one e-mail (known or not: the count tells nothing), 15 minutes. */
  loginFailures: { name: 'login:account-failures', windowSeconds: 15 * 60, captchaAfter: 5, delayAfter: 5 },
  /** Reset requests for one e-mail (known or not), an hour: each one mails the owner. */
  resetRequests: { name: 'reset:account-requests', windowSeconds: 3600, captchaAfter: 3, delayAfter: 3 },
} as const satisfies Record<string, GuardRule>;

export interface AccountGuard {
  /** Counts one attempt against the account. */
  count(): Promise<void>;
  /** Counts the attempt when `run` fails in a way `isFailure` accepts; answers or rethrows as `run` did. */
  countFailure<T>(run: () => Promise<T>, isFailure: (err: unknown) => boolean): Promise<T>;
}

/** The wait of the `over`-th attempt past `delayAfter` (0 for the first one): max/8, max/4, max/2, max... */
export function guardDelayMs(over: number, maxMs: number): number {
  if (over < 0 || maxMs <= 0) return 0;
  return Math.min(maxMs, (maxMs / 8) * 2 ** over);
}

export async function guardAccount(
  ctx: AppContext,
  rule: GuardRule,
  account: string,
  captchaPayload: string | undefined,
): Promise<AccountGuard> {
  const at = ctx.now();
  const key = limitKey(rule.name, account);
  const window = windowOf(at, rule.windowSeconds);
  const seen = await peekHits(ctx.db, key, window.start);
  const scale = ctx.config.authRateLimitScale;
  if (seen >= rule.captchaAfter * scale) {
    if (!captchaPayload) throw new DomainError('CAPTCHA_REQUIRED', {}, 400);
    await verifyCaptcha(ctx.config.captcha, dbCaptchaStore(ctx.db, ctx.now), captchaPayload, at);
  }
  const delay = guardDelayMs(seen - rule.delayAfter * scale, ctx.config.authDelayMaxMs);
  // A timer, not a held connection or CPU: a waiting caller costs the shop next to nothing.
  if (delay > 0) await sleep(delay);
  const count = async () => {
    await countHit(ctx.db, key, window.start, at);
  };
  return {
    count,
    async countFailure(run, isFailure) {
      try {
        return await run();
      } catch (err) {
        if (isFailure(err)) await count();
        throw err;
      }
    },
  };
}
