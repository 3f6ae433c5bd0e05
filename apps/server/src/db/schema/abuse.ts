import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * Fixed-window counters of the sign-in, registration, code and reset limits. Kept in the database so that
 * every instance behind a balancer counts together. The key is a SHA-256 of "rule:value", never an e-mail or
 * an address in clear.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamptz('window_start').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_limit_hits_window_idx').on(t.windowStart)],
);

/** ALTCHA challenges already solved: a solution is good once (a replay is refused) until it expires. */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    challengeId: text('challenge_id').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('captcha_solutions_expires_idx').on(t.expiresAt)],
);
