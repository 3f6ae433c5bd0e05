import type { SessionUser } from '../../http/auth.ts';
import type { AppContext } from '../../http/types.ts';
import { listSessions as listRows } from './repository/sessions.ts';

/** GET /api/v1/me/sessions: the signed-in user's own live sessions, most recently used first. */
export async function listSessions(ctx: AppContext, user: SessionUser) {
  const rows = await listRows(ctx.db, user.id, ctx.now());
  return {
    contents: rows.map((s) => ({
      id: s.id,
      current: s.id === user.sessionId,
      userAgent: s.userAgent,
      persistent: s.persistent,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
    })),
  };
}
