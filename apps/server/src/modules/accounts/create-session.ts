import { REMEMBER_ME_DAYS, SESSION_IDLE_HOURS, SESSION_MAX_DAYS } from '@shop/domain/accounts';
import type { SessionUser } from '../../http/auth.ts';
import type { AppContext } from '../../http/types.ts';
import {
  type ActiveSession,
  deleteExpiredSessions,
  deleteSessionByTokenHash,
  findSessionByTokenHash,
  insertSession,
  touchSession,
} from './repository/sessions.ts';
import { randomToken, sha256 } from './tokens.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
// Writing last_seen on every request would turn each read into a write; a minute is exact enough.
const TOUCH_EVERY_MS = 60_000;

/** When a browser-session (not remembered) sign-in expires if idle: 12 h on, never past a week in all. */
const idleExpiry = (now: number, createdAt: number) =>
  new Date(Math.min(now + SESSION_IDLE_HOURS * HOUR, createdAt + SESSION_MAX_DAYS * DAY));

/** Starts a session; the token goes to the cookie, its SHA-256 to the database. */
export async function createSession(
  ctx: AppContext,
  userId: string,
  persistent: boolean,
  userAgent?: string,
) {
  const now = ctx.now();
  await deleteExpiredSessions(ctx.db, userId, now);
  const token = randomToken();
  const expiresAt = persistent
    ? new Date(now.getTime() + REMEMBER_ME_DAYS * DAY)
    : idleExpiry(now.getTime(), now.getTime());
  await insertSession(ctx.db, {
    userId,
    tokenHash: sha256(token),
    persistent,
    userAgent: userAgent?.slice(0, 400) ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { token, persistent };
}

/**
 * The user behind a session cookie, or null (unknown, expired, or the account no longer active). Runs on
 * every API request that carries the cookie: one indexed read, and a write at most once a minute.
 */
export async function resolveSession(ctx: AppContext, token: string): Promise<SessionUser | null> {
  const tokenHash = sessionTokenHash(token);
  if (!tokenHash) return null;
  return acceptSession(ctx, tokenHash, await findSessionByTokenHash(ctx.db, tokenHash));
}

/** What a session cookie's token is looked up by (its SHA-256), or null for a token that cannot be one. */
export function sessionTokenHash(token: string): string | null {
  if (token.length < 32 || token.length > 64) return null;
  return sha256(token);
}

/**
 * The session rules on the row a lookup found (`resolveSession`'s, or `sessionByTokenHash` read inside
 * another statement): the user, or null when none, expired or the account no longer active (the session is
 * then deleted); its last use written at most once a minute.
 */
export async function acceptSession(
  ctx: AppContext,
  tokenHash: string,
  row: ActiveSession | null,
): Promise<SessionUser | null> {
  if (!row) return null;
  const now = ctx.now().getTime();
  if (row.expiresAt.getTime() <= now || !row.activated) {
    await deleteSessionByTokenHash(ctx.db, tokenHash);
    return null;
  }
  if (now - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    const expiresAt = row.persistent ? row.expiresAt : idleExpiry(now, row.createdAt.getTime());
    await touchSession(ctx.db, row.id, new Date(now), expiresAt);
  }
  return { id: row.userId, email: row.email, roles: row.roles, sessionId: row.id };
}

/** Logout: the session is deleted, so the cookie is worthless even if a copy survives somewhere. */
export async function endSession(ctx: AppContext, token: string): Promise<void> {
  await deleteSessionByTokenHash(ctx.db, sha256(token));
}
