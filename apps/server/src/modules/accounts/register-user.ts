import { DomainError } from '@shop/domain';
import {
  ACCOUNT_MESSAGES,
  isBirthdayInRange,
  normalizeEmail,
  type RegisterResponse,
  type registerInput,
} from '@shop/domain/accounts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../http/types.ts';
import { verifyCaptcha } from '../../platform/captcha.ts';
import { dbCaptchaStore } from '../protection/index.ts';
import { refuseBreachedPassword } from './breached-passwords.ts';
import { mailCode, storeCode } from './issue-code.ts';
import { hashPassword } from './passwords.ts';
import { findUserByEmail, insertUser } from './repository/users.ts';

const emailTaken = () => new DomainError('EMAIL_ALREADY_EXIST', { field: 'email' }, 409);

/**
 * Registration (spec 001 §4.2): captcha, then the account (not yet activated, role NORMAL_USER), its
 * activation code and the code's mail (an outbox row) in one transaction: a crash cannot leave an account
 * without its code (the mail module delivers it once committed). Says so when the e-mail is taken:
 * the spec's form shows that message (EMAIL_ALREADY_EXIST).
 */
export async function registerUser(
  ctx: AppContext,
  input: z.output<typeof registerInput>,
): Promise<RegisterResponse> {
  const now = ctx.now();
  await verifyCaptcha(ctx.config.captcha, dbCaptchaStore(ctx.db, ctx.now), input.recaptchaResponse, now);
  if (!isBirthdayInRange(input.birthday, now)) {
    const params = { field: 'birthday', location: 'body', message: ACCOUNT_MESSAGES.birthdayInvalid };
    throw new DomainError('INVALID_FIELD', params, 400);
  }
  // The phone was checked against its country by the schema (@shop/domain/accounts phone.ts), as the form does.
  const email = normalizeEmail(input.email);
  // Checked before hashing: a taken address should not cost 50 ms of argon2 (the unique index still decides).
  if (await findUserByEmail(ctx.db, email)) throw emailTaken();
  await refuseBreachedPassword(input.password, 'password');
  const passwordHash = await hashPassword(input.password, ctx.config.argon2);

  const created = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const user = await insertUser(
      db,
      {
        email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName.trim(),
        phone: input.phone,
        phoneRegionCode: input.areaCode.regionCode,
        phoneCountryCode: input.areaCode.countryCode,
        birthday: input.birthday || null,
        receiveNewsLetter: input.receiveNewsLetter,
        activated: false,
        registeredDate: now,
      },
      'ROLE__AMS_NORMAL_USER',
    );
    if (!user) throw emailTaken();
    const { code, accessCode } = await storeCode({ ...ctx, db }, user.id, 'ACTIVATION');
    await mailCode({ ...ctx, db }, user, 'ACTIVATION', code, accessCode);
    return { user, accessCode: accessCode! };
  });
  return { id: created.user.id, accessCode: created.accessCode };
}
