import { ACTIVATION_CODE_TTL_SECONDS, RESET_CODE_TTL_SECONDS } from '@shop/domain/accounts';
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
 * Mails a stored code; called after the transaction that stored it has committed. An activation mail links
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

/** Stores and mails a fresh code. */
export async function issueCode(ctx: AppContext, user: CodeOwner, purpose: CodePurpose) {
  const { code, accessCode } = await storeCode(ctx, user.id, purpose);
  await mailCode(ctx, user, purpose, code, accessCode);
  return { accessCode };
}
