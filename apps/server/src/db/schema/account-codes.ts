import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, oneOf, timestamptz } from './columns.ts';

export const ACCOUNT_CODE_PURPOSES = ['ACTIVATION', 'RESET_PASSWORD'] as const;

/**
 * E-mailed 6-digit codes (activation, password reset). Stored as a keyed hash (HMAC with AUTH_SECRET), so a
 * copy of the table alone cannot be brute-forced back to codes. One row per user and purpose: a new code
 * replaces the old one. A used code keeps its row (consumed_at) so that a replay is told apart from a typo.
 */
export const accountCodes = pgTable(
  'account_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Activation only: SHA-256 of the accessCode given to the browser that registered (or asked again). */
    accessCodeHash: text('access_code_hash'),
    /** Wrong tries so far; the code is locked at MAX_CODE_ATTEMPTS. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Reset only: when the code was confirmed in the OTP dialog (it then stays valid to set the password). */
    verifiedAt: timestamptz('verified_at'),
    consumedAt: timestamptz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_codes_user_purpose_idx').on(t.userId, t.purpose),
    check('account_codes_purpose_ck', oneOf(t.purpose, ACCOUNT_CODE_PURPOSES)),
    check('account_codes_attempts_ck', sql`${t.attempts} >= 0`),
  ],
);
