import { DomainError } from '@shop/domain';
import type { SessionUser } from '../../http/auth.ts';
import type { AppContext } from '../../http/types.ts';
import { refuseBreachedPassword } from './breached-passwords.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { deleteOtherSessions } from './repository/sessions.ts';
import { findUserById, updateUser } from './repository/users.ts';

/**
 * PATCH /api/v1/me/password (spec 000 §5): a wrong current password is WRONG_PASSWORD 'Wrong password.';
 * the same password again is PASSWORD_NOT_CHANGED, one of the breached-password list PASSWORD_BREACHED. Other browsers are signed out; this one stays.
 * An account made by Google sign-in has no password to give: it sets one through "forgot password".
 */
export async function changePassword(
  ctx: AppContext,
  user: SessionUser,
  input: { currentPassword: string; password: string },
): Promise<{ success: true }> {
  const row = await findUserById(ctx.db, user.id);
  const ok = row?.passwordHash ? await verifyPassword(row.passwordHash, input.currentPassword) : false;
  if (!row || !ok) throw new DomainError('WRONG_PASSWORD', { field: 'currentPassword' }, 400);
  if (input.password === input.currentPassword) {
    throw new DomainError('PASSWORD_NOT_CHANGED', { field: 'password' }, 400);
  }
  await refuseBreachedPassword(input.password, 'password');
  await updateUser(ctx.db, user.id, { passwordHash: await hashPassword(input.password, ctx.config.argon2) });
  await deleteOtherSessions(ctx.db, user.id, user.sessionId);
  return { success: true };
}
