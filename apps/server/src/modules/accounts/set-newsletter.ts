import { notFound } from '@shop/domain';
import type { AppContext } from '../../http/types.ts';
import { toggleNewsletter, updateUser } from './repository/users.ts';

/** PATCH /api/v1/me/newsletter: an empty body toggles (spec 002 §7); {receiveNewsLetter} sets the value. */
export async function setNewsletter(
  ctx: AppContext,
  userId: string,
  value: boolean | undefined,
): Promise<{ receiveNewsLetter: boolean }> {
  const result =
    value === undefined
      ? await toggleNewsletter(ctx.db, userId)
      : ((await updateUser(ctx.db, userId, { receiveNewsLetter: value }))?.receiveNewsLetter ?? null);
  if (result === null) throw notFound('user');
  return { receiveNewsLetter: result };
}
