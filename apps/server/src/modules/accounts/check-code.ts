import { DomainError } from '@shop/domain';
import { CODE_TRANSIT_GRACE_SECONDS, MAX_CODE_ATTEMPTS } from '@shop/domain/accounts';
import type { AppContext } from '../../http/types.ts';
import { type CodeRow, returnAttempt, takeAttempt } from './repository/codes.ts';
import { codeHash, sameHash } from './tokens.ts';

/**
 * The one check of an e-mailed code, in the order the OTP dialog needs its answers (spec 001 §8):
 * - CLI-ACC-003 'Confirmation code is incorrect or expired!': no live code (none sent, replaced, or used);
 * - CLI-ACC-009 'Time out!': locked after MAX_CODE_ATTEMPTS wrong tries (the dialog disables the input);
 * - CLI-ACC-002 'Time out!': the code's time ran out (the lifetime its e-mail states, plus a few seconds for a
 *   code sent as the dialog's countdown ended);
 * - CLI-ACC-010 'Wrong OTP code!': a wrong code; errorParams.remainingAttempts says how many tries are left.
 * The 5th wrong try answers CLI-ACC-009 at once. A try is taken before comparing, so concurrent guesses
 * cannot compare more than MAX_CODE_ATTEMPTS times; a right code gives its try back.
 */
export async function checkCode(ctx: AppContext, row: CodeRow | null, code: string): Promise<CodeRow> {
  const fail = (errorCode: string, params = {}) => new DomainError(errorCode, params, 400);
  if (!row || row.consumedAt) throw fail('CLI-ACC-003');
  if (row.attempts >= MAX_CODE_ATTEMPTS) throw fail('CLI-ACC-009');
  if (row.expiresAt.getTime() + CODE_TRANSIT_GRACE_SECONDS * 1000 <= ctx.now().getTime())
    throw fail('CLI-ACC-002');
  const attempts = await takeAttempt(ctx.db, row.id);
  if (attempts === null) throw fail('CLI-ACC-009');
  const expected = codeHash(ctx.config.authSecret, row.purpose, row.userId, code);
  if (!sameHash(row.codeHash, expected)) {
    if (attempts >= MAX_CODE_ATTEMPTS) throw fail('CLI-ACC-009');
    throw fail('CLI-ACC-010', { remainingAttempts: MAX_CODE_ATTEMPTS - attempts });
  }
  await returnAttempt(ctx.db, row.id);
  return row;
}
