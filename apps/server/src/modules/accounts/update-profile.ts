import { DomainError, notFound } from '@shop/domain';
import { ACCOUNT_MESSAGES, isBirthdayInRange, type Me, type updateProfileInput } from '@shop/domain/accounts';
import type { z } from 'zod';
import type { AppContext } from '../../http/types.ts';
import { getProfile } from './get-profile.ts';
import { updateUser } from './repository/users.ts';

/** PUT /api/v1/me: names, phone, birthday and gender of the signed-in user (never anyone else's). */
export async function updateProfile(
  ctx: AppContext,
  userId: string,
  input: z.output<typeof updateProfileInput>,
): Promise<Me> {
  if (!isBirthdayInRange(input.birthday, ctx.now())) {
    const params = { field: 'birthday', location: 'body', message: ACCOUNT_MESSAGES.birthdayInvalid };
    throw new DomainError('INVALID_FIELD', params, 400);
  }
  // The phone was checked against its country by the schema (@shop/domain/accounts phone.ts), as the form does.
  const phone = input.phone;
  const row = await updateUser(ctx.db, userId, {
    firstName: input.firstName,
    lastName: input.lastName.trim(),
    phone: phone?.phone ?? null,
    phoneRegionCode: phone?.regionCode ?? null,
    phoneCountryCode: phone?.countryCode ?? null,
    birthday: input.birthday || null,
    gender: input.gender,
  });
  if (!row) throw notFound('user');
  return getProfile(ctx, userId);
}
