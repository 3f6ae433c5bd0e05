import { DomainError } from '@shop/domain';
import { normalizeEmail } from '@shop/domain/accounts';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../http/types.ts';
import type { OidcIdentity } from '../../platform/oidc.ts';
import { grantWelcome } from '../loyalty/index.ts';
import { createSession } from './create-session.ts';
import { findIdentityUserId, linkIdentity } from './repository/identities.ts';
import { findUserByEmail, findUserById, insertUser, type UserRow, updateUser } from './repository/users.ts';

/**
 * The account of a Google (OpenID) sign-in: the one already linked to this provider subject; else the one
 * with the same e-mail, only if the provider says the e-mail is verified (OIDC_EMAIL_NOT_VERIFIED
 * otherwise); else a new, activated account. Linking an account that was never activated also removes its
 * password: whoever registered it never proved the mailbox, and must not keep a way in to an account the
 * mailbox owner now uses (pre-registration takeover).
 */
async function accountFor(ctx: AppContext, identity: OidcIdentity): Promise<UserRow> {
  const linkedId = await findIdentityUserId(ctx.db, identity.issuer, identity.subject);
  const linked = linkedId ? await findUserById(ctx.db, linkedId) : null;
  if (linked) return linked;
  if (!identity.email || !identity.emailVerified) throw new DomainError('OIDC_EMAIL_NOT_VERIFIED', {}, 403);
  const email = normalizeEmail(identity.email);
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    let user = await findUserByEmail(db, email);
    if (user && !user.activated) {
      user = (await updateUser(db, user.id, { activated: true, passwordHash: null })) ?? user;
    }
    user ??= await insertUser(
      db,
      {
        email,
        firstName: identity.givenName ?? email.split('@')[0]!,
        lastName: identity.familyName ?? '',
        passwordHash: null,
        activated: true,
        registeredDate: ctx.now(),
      },
      'ROLE__AMS_NORMAL_USER',
    );
    if (!user) throw new DomainError('CONFLICT', {}, 409); // the e-mail was taken meanwhile: try again
    await linkIdentity(db, user.id, identity.issuer, identity.subject);
    // Activated by Google: the new-member coupon as after an e-mail code (once per shopper).
    await grantWelcome(ctx, db, user.id);
    return user;
  });
}

export async function signInWithOidc(
  ctx: AppContext,
  identity: OidcIdentity,
  rememberMe: boolean,
  userAgent: string | undefined,
): Promise<{ token: string; persistent: boolean }> {
  const user = await accountFor(ctx, identity);
  return createSession(ctx, user.id, rememberMe, userAgent);
}
