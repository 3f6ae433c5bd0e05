import { normalizeEmail } from '@shop/domain/accounts';
import type { AppContext } from '../../http/types.ts';
import { issueCode } from './issue-code.ts';
import { findUserByEmail } from './repository/users.ts';

/**
 * POST /auth/activation/request: /activate without parameters, for a shopper who lost the OTP dialog. An
 * account still waiting for activation gets a new code by e-mail, with the link that opens the dialog
 * (/activate?userId&accessCode); the old code stops working. The answer is the same whatever the address:
 * whether an account exists, or is active, is told only to its mailbox.
 */
export async function requestActivation(
  ctx: AppContext,
  input: { email: string },
): Promise<{ success: true }> {
  const user = await findUserByEmail(ctx.db, normalizeEmail(input.email));
  if (user && !user.activated) await issueCode(ctx, user, 'ACTIVATION');
  return { success: true };
}
