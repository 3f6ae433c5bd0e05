import { DomainError } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../http/auth.ts';
import type { AppContext } from '../../http/types.ts';
import { refuseBreachedPassword } from './breached-passwords.ts';
import { checkCode } from './check-code.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { consumeCode } from './repository/codes.ts';
import { deleteOtherSessions } from './repository/sessions.ts';
import { findUserById, updateUser } from './repository/users.ts';
import { resetRow } from './verify-reset-code.ts';

/**
 * PATCH /auth/password-reset/password {email, newPassword, resetCode}: from the OTP dialog or straight from
 * the e-mailed link. Code errors are those of the OTP (the web sends a failing link to
 * /auth/reset-password-failure). The new password must differ from the current one (PASSWORD_NOT_CHANGED;
 * the code stays usable for another try), and must not be in the breached-password list (PASSWORD_BREACHED, the
 * same). Success signs the account out everywhere else.
 */
export async function resetPassword(
  ctx: AppContext,
  input: { email: string; newPassword: string; resetCode: string },
  current: SessionUser | null,
): Promise<{ success: true }> {
  const row = await checkCode(ctx, await resetRow(ctx, input.email), input.resetCode);
  const user = await findUserById(ctx.db, row.userId);
  if (!user) throw new DomainError('CLI-ACC-003', {}, 400);
  if (user.passwordHash && (await verifyPassword(user.passwordHash, input.newPassword))) {
    throw new DomainError('PASSWORD_NOT_CHANGED', { field: 'newPassword' }, 400);
  }
  await refuseBreachedPassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword, ctx.config.argon2);
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    if (!(await consumeCode(db, row.id, ctx.now()))) throw new DomainError('CLI-ACC-003', {}, 400);
    await updateUser(db, user.id, { passwordHash });
    // Whoever knew the old password is signed out; the shopper's own browser stays if it is theirs.
    await deleteOtherSessions(db, user.id, current?.id === user.id ? current.sessionId : null);
  });
  return { success: true };
}
