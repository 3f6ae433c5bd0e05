import { notFound } from '@shop/domain';
import type { SessionUser } from '../../http/auth.ts';
import type { AppContext } from '../../http/types.ts';
import { deleteOtherSessions, deleteSession } from './repository/sessions.ts';

/** DELETE /api/v1/me/sessions/{id}: one of the user's own sessions; anyone else's is a 404, like none. */
export async function revokeSession(ctx: AppContext, user: SessionUser, id: string): Promise<void> {
  if ((await deleteSession(ctx.db, user.id, id)) === 0) throw notFound('session');
}

/** DELETE /api/v1/me/sessions: every session of the user but the one making the request. */
export async function revokeOtherSessions(ctx: AppContext, user: SessionUser): Promise<{ revoked: number }> {
  return { revoked: await deleteOtherSessions(ctx.db, user.id, user.sessionId) };
}
