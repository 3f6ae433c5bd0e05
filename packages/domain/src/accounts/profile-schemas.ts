import { z } from 'zod';
import { textField } from '../shared/text.ts';
import { birthdayField, firstNameField, lastNameField, newPasswordField } from './fields.ts';
import { ACCOUNT_MESSAGES as M } from './messages.ts';
import { phoneField } from './phone.ts';
import { GENDERS, ROLE_CODES } from './roles.ts';

/** Bodies of /api/v1/me/*: the signed-in shopper's own profile, password, newsletter and sessions. */

/** Spec 001 §6 / 002 §6: every signed-in user is a member; admins are platform admins or super users. */
export const permission = z.object({ isMember: z.boolean(), isAdmin: z.boolean(), isStaff: z.boolean() });
export type Permission = z.infer<typeof permission>;

export const meResponse = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.object({ regionCode: z.string(), countryCode: z.string(), phone: z.string() }).nullable(),
  gender: z.enum(GENDERS).nullable(),
  birthday: z.string().nullable(),
  avatar: z.object({ imageUrl: z.string() }).nullable(),
  ranking: z.number().int(),
  rankName: z.string(),
  /** Accumulated stars (gold). */
  totalPoint: z.number().int(),
  totalExps: z.number().int(),
  nextLevelTarget: z.number().int(),
  receiveNewsLetter: z.boolean(),
  pushNotificationEnabled: z.boolean(),
  registeredDate: z.iso.datetime(),
  /** False for accounts made by Google sign-in that never set a password (change password needs reset). */
  hasPassword: z.boolean(),
  roles: z.array(z.enum(ROLE_CODES)),
  permission,
});
export type Me = z.infer<typeof meResponse>;

/** PUT /api/v1/me: the editable part of the profile; `phone: null` removes it. Avatar has its own upload. */
export const updateProfileInput = z.object({
  firstName: firstNameField,
  lastName: lastNameField.optional().default(''),
  phone: phoneField.nullable(),
  birthday: birthdayField.nullable().optional().default(''),
  gender: z.enum(GENDERS).nullable().optional().default(null),
});
export type UpdateProfileInput = z.input<typeof updateProfileInput>;

/** Spec 000 §5 password form; the server also answers WRONG_PASSWORD and PASSWORD_NOT_CHANGED. */
export const changePasswordInput = z
  .object({
    currentPassword: textField({ error: M.currentPasswordRequired })
      .min(1, { error: M.currentPasswordRequired })
      .max(64, { error: M.wrongPassword }),
    password: newPasswordField(),
    confirmPassword: textField({ error: M.fieldRequired }).min(1, { error: M.fieldRequired }),
  })
  .refine((v) => v.password === v.confirmPassword, { error: M.confirmMismatch, path: ['confirmPassword'] });
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

/** Spec 002 §7 toggles with an empty body; a body with a value sets it (idempotent, for retries). */
export const newsletterInput = z.object({ receiveNewsLetter: z.boolean().optional() }).nullish();
export const newsletterResponse = z.object({ receiveNewsLetter: z.boolean() });

export const sessionItem = z.object({
  id: z.uuid(),
  current: z.boolean(),
  userAgent: z.string().nullable(),
  persistent: z.boolean(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export const sessionsResponse = z.object({ contents: z.array(sessionItem) });
/** Any string: a malformed id is answered like an unknown one (404), as the address book does. */
export const sessionIdParams = z.object({ id: z.string() });
export const revokedResponse = z.object({ revoked: z.number().int() });

export const avatarResponse = z.object({ avatar: z.object({ imageUrl: z.string() }) });
