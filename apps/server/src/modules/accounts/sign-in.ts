import { DomainError } from '@shop/domain';
import { type Me, normalizeEmail } from '@shop/domain/accounts';
import type { AppContext } from '../../http/types.ts';
import { createSession } from './create-session.ts';
import { toMe } from './get-profile.ts';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { findRoleCodes, findUserByEmail, updateUser } from './repository/users.ts';

/**
 * Password sign-in (spec 001 §4.1, §8). One answer for every wrong pair, invalid_grant 'Your email address
 * or password is incorrect.', taking as long for an unknown e-mail as for a wrong password. Only after the
 * password is proven does the answer say the account is not activated (account_disabled), so that message
 * tells nothing to someone who does not know the password.
 */
export async function signIn(
  ctx: AppContext,
  input: { email: string; password: string; rememberMe: boolean },
  userAgent: string | undefined,
): Promise<{ token: string; persistent: boolean; me: Me }> {
  const user = await findUserByEmail(ctx.db, normalizeEmail(input.email));
  let ok = false;
  if (user?.passwordHash) ok = await verifyPassword(user.passwordHash, input.password);
  else await burnPasswordCheck(input.password, ctx.config.argon2);
  if (!user || !ok) throw new DomainError('invalid_grant', {}, 400);
  if (!user.activated) throw new DomainError('account_disabled', {}, 403);

  if (needsRehash(user.passwordHash!, ctx.config.argon2)) {
    await updateUser(ctx.db, user.id, {
      passwordHash: await hashPassword(input.password, ctx.config.argon2),
    });
  }
  const roles = await findRoleCodes(ctx.db, user.id);
  // Spec 001 §6: only members may stay signed in; every account is one today (002 §6), the check stays.
  if (!toMe(user, roles).permission.isMember) throw new DomainError('NOT_MEMBER', {}, 403);
  const session = await createSession(ctx, user.id, input.rememberMe, userAgent);
  return { ...session, me: toMe(user, roles) };
}
