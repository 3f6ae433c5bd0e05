import { DomainError } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../http/types.ts';
import { grantWelcome } from '../loyalty/index.ts';
import { checkCode } from './check-code.ts';
import { type CodeRow, consumeCode, findCode } from './repository/codes.ts';
import { updateUser } from './repository/users.ts';
import { sameHash, sha256 } from './tokens.ts';

/**
 * The activation's access check: the code row of this user must carry this accessCode, else AUTH-004
 * 'Invalid access code!'. Someone who knows only a user id (not the accessCode given to the registering
 * browser) can neither guess codes nor ask for new ones.
 */
export async function activationRow(ctx: AppContext, userId: string, accessCode: string): Promise<CodeRow> {
  const row = await findCode(ctx.db, userId, 'ACTIVATION');
  if (!row || !sameHash(row.accessCodeHash, sha256(accessCode))) {
    throw new DomainError('AUTH-004', {}, 400);
  }
  return row;
}

/** PATCH /auth/activation: a right, live code activates the account (then the shopper logs in). */
export async function verifyActivation(
  ctx: AppContext,
  input: { userId: string; code: string; accessCode: string },
): Promise<{ success: true }> {
  const row = await checkCode(ctx, await activationRow(ctx, input.userId, input.accessCode), input.code);
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    if (!(await consumeCode(db, row.id, ctx.now()))) throw new DomainError('CLI-ACC-003', {}, 400);
    await updateUser(db, row.userId, { activated: true });
    // The new-member $5 coupon (spec 000 §1) and any welcome gold, with the activation or not at all.
    await grantWelcome(ctx, db, row.userId);
  });
  return { success: true };
}
