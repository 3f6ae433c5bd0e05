import { DomainError } from '@shop/domain';
import { normalizeEmail } from '@shop/domain/accounts';
import type { AppContext } from '../../http/types.ts';
import { issueCode } from './issue-code.ts';
import { findUserByEmail } from './repository/users.ts';

/**
 * PATCH /auth/password-reset (spec 001 §4.3): mails a 6-digit code and a link. The answer is the same
 * {success: true} whether the address has an account or not, with one exception the spec requires: an
 * account not yet activated answers account_disabled with {userId, accessCode} so the web can open 'Account
 * is not yet activated' -> ACTIVATE; a fresh activation code is mailed for that dialog.
 * An account made by Google sign-in (no password yet) gets a code too: that is how it sets one.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  input: { email: string },
): Promise<{ success: true }> {
  const user = await findUserByEmail(ctx.db, normalizeEmail(input.email));
  if (!user) return { success: true };
  if (!user.activated) {
    const { accessCode } = await issueCode(ctx, user, 'ACTIVATION');
    throw new DomainError('account_disabled', { userId: user.id, accessCode }, 403);
  }
  await issueCode(ctx, user, 'RESET_PASSWORD');
  return { success: true };
}
