import { notFound } from '@shop/domain';
import type { MarkReadBody } from '@shop/domain/notifications';
import type { AppContext } from '../../http/types.ts';
import { countOwned, countUnread, markRead } from './repository/notifications.ts';

/**
 * Spec 002 §7: marks the given notifications read, or all of them when the body names none. An id that is
 * not the shopper's (another shopper's, or unknown) answers 404 and marks nothing.
 */
export async function markNotificationsRead(ctx: AppContext, userId: string, body: MarkReadBody) {
  const ids = body?.notificationIds?.length ? [...new Set(body.notificationIds)] : null;
  const marked = await ctx.db.transaction(async (tx) => {
    if (ids && (await countOwned(tx, userId, ids)) !== ids.length) throw notFound('notification');
    return markRead(tx, userId, ids, ctx.now());
  });
  return { marked, unread: await countUnread(ctx.db, userId) };
}
