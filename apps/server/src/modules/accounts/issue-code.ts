import { ACTIVATION_CODE_TTL_SECONDS, RESET_CODE_TTL_SECONDS } from '@shop/domain/accounts';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../http/types.ts';
import { queueMail } from '../mail/index.ts';
import { activationMail, resetMail } from './mail-templates.ts';
import { type CodePurpose, replaceCode } from './repository/codes.ts';
import { codeHash, newOtp, randomToken, sha256 } from './tokens.ts';

interface CodeOwner {
  id: string;
  email: string;
  firstName: string;
}

/**
 * Stores a fresh code for the user (replacing any earlier one). Activation codes come with a new
 * accessCode, returned to the caller only: it binds the OTP dialog to the browser that asked.
 */
export async function storeCode(ctx: AppContext, userId: string, purpose: CodePurpose) {
  const code = newOtp();
  const now = ctx.now();
  const accessCode = purpose === 'ACTIVATION' ? randomToken() : null;
  const ttl = purpose === 'ACTIVATION' ? ACTIVATION_CODE_TTL_SECONDS : RESET_CODE_TTL_SECONDS;
  await replaceCode(ctx.db, {
    userId,
    purpose,
    codeHash: codeHash(ctx.config.authSecret, purpose, userId, code),
    accessCodeHash: accessCode ? sha256(accessCode) : null,
    expiresAt: new Date(now.getTime() + ttl * 1000),
    createdAt: now,
  });
  return { code, accessCode };
}

/**
 * Writes the mail of a stored code to the outbox, in the same transaction as the code (pass the
 * transaction's context). An activation mail links
 * /activate?userId&accessCode, where the OTP dialog opens for the code (the mailbox is the account's own).
 */
export async function mailCode(
  ctx: AppContext,
  user: CodeOwner & { id: string },
  purpose: CodePurpose,
  code: string,
  accessCode: string | null,
) {
  const { storeName, publicUrl } = ctx.config;
  const activateLink = accessCode
    ? `${publicUrl}/activate?${new URLSearchParams({ userId: user.id, accessCode })}`
    : undefined;
  await queueMail(
    ctx,
    purpose === 'ACTIVATION'
      ? activationMail(storeName, user.email, user.firstName, code, activateLink)
      : resetMail(storeName, publicUrl, user.email, code),
  );
}

/** Stores a fresh code and its mail in one transaction. */
export async function issueCode(ctx: AppContext, user: CodeOwner, purpose: CodePurpose) {
  const accessCode = await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx as unknown as Db };
    const stored = await storeCode(txCtx, user.id, purpose);
    await mailCode(txCtx, user, purpose, stored.code, stored.accessCode);
    return stored.accessCode;
  });
  return { accessCode };
}
