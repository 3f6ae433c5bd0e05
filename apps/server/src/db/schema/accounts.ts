import { GENDERS } from '@shop/domain/accounts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, timestamptz, updatedAt } from './columns.ts';

/** Shoppers and staff. Passwords are the accounts work's: null until one is set (social sign-in, invited). */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** National number, digits only (leading zeros stripped); with its ISO region and calling code. */
    phone: text('phone'),
    phoneRegionCode: text('phone_region_code'),
    phoneCountryCode: text('phone_country_code'),
    gender: text('gender'),
    birthday: date('birthday', { mode: 'string' }),
    avatarUrl: text('avatar_url'),
    /** Loyalty rank level; names and targets come from the rank table (not shown in the spec). */
    ranking: integer('ranking').notNull().default(0),
    /** Accumulated stars (gold); spent with a conditional update, so it can never go negative. */
    totalPoint: integer('total_point').notNull().default(0),
    totalExps: integer('total_exps').notNull().default(0),
    receiveNewsLetter: boolean('receive_news_letter').notNull().default(false),
    pushNotificationEnabled: boolean('push_notification_enabled').notNull().default(false),
    activated: boolean('activated').notNull().default(false),
    registeredDate: timestamptz('registered_date').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // E-mail is unique regardless of case; look-ups use lower(email).
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_created_idx').on(t.createdAt),
    check('users_gender_ck', sql`${t.gender} is null or ${oneOf(t.gender, GENDERS)}`),
    check('users_total_point_ck', sql`${t.totalPoint} >= 0`),
    check('users_total_exps_ck', sql`${t.totalExps} >= 0`),
  ],
);

/** Named roles of spec 002 §6 (ROLE__AMS_*); the code is the stable handle. */
export const roles = pgTable('roles', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);
