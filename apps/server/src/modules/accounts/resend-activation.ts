import { DomainError } from '@shop/domain';
import type { AppContext } from '../../http/types.ts';
import { issueCode } from './issue-code.ts';
import { findUserById } from './repository/users.ts';
import { activationRow } from './verify-activation.ts';

/**
 * POST /auth/activation/resend: a new code by e-mail and a fresh accessCode (the old pair stops working).
 * Needs the current accessCode, so only the browser that registered (or asked before) can ask again.
 */
export async function resendActivation(
  ctx: AppContext,
  input: { userId: string; accessCode: string },
): Promise<{ email: string; accessCode: string }> {
  await activationRow(ctx, input.userId, input.accessCode);
  const user = await findUserById(ctx.db, input.userId);
  // Already active: nothing to send, and the old access code is as good as spent.
  if (!user || user.activated) throw new DomainError('AUTH-004', {}, 400);
  const { accessCode } = await issueCode(ctx, user, 'ACTIVATION');
  return { email: user.email, accessCode: accessCode! };
}
