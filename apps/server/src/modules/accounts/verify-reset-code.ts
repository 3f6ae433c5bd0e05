import { normalizeEmail, RESET_SET_PASSWORD_WINDOW_SECONDS } from '@shop/domain/accounts';
import type { AppContext } from '../../http/types.ts';
import { checkCode } from './check-code.ts';
import { type CodeRow, findCode, markVerified } from './repository/codes.ts';
import { findUserByEmail } from './repository/users.ts';

/** The live reset code of an e-mail address; null for an unknown address (answered like no code at all). */
export async function resetRow(ctx: AppContext, email: string): Promise<CodeRow | null> {
  const user = await findUserByEmail(ctx.db, normalizeEmail(email));
  return user?.activated ? findCode(ctx.db, user.id, 'RESET_PASSWORD') : null;
}

/**
 * PATCH /auth/password-reset/verification: the OTP dialog's check. A right code stays valid for the next
 * step (CREATE NEW PASSWORD) for RESET_SET_PASSWORD_WINDOW_SECONDS more; it is used up only there.
 */
export async function verifyResetCode(ctx: AppContext, input: { email: string; code: string }) {
  const row = await checkCode(ctx, await resetRow(ctx, input.email), input.code);
  const now = ctx.now();
  const window = new Date(now.getTime() + RESET_SET_PASSWORD_WINDOW_SECONDS * 1000);
  await markVerified(ctx.db, row.id, now, row.expiresAt > window ? row.expiresAt : window);
  return { success: true as const };
}
