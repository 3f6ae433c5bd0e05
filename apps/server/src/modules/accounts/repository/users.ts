import type { RoleCode } from '@shop/domain/accounts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { roles, userRoles, users } from '../../../db/schema/index.ts';

/** The accounts module's SQL on users and their roles. */
export type UserRow = typeof users.$inferSelect;

const byEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(byEmail(email)).limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findRoleCodes(db: Db, userId: string): Promise<RoleCode[]> {
  const rows = await db
    .select({ code: roles.code })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return rows.map((r) => r.code as RoleCode).sort();
}

export type NewUser = Pick<typeof users.$inferInsert, 'email' | 'firstName' | 'lastName' | 'activated'> &
  Partial<typeof users.$inferInsert>;

/**
 * Inserts a user with one role. Returns null when the e-mail is taken (the unique index decides, so two
 * registrations racing for one address cannot both win).
 */
export async function insertUser(db: Db, user: NewUser, role: RoleCode): Promise<UserRow | null> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  if (!row) return null;
  const [r] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, role)).limit(1);
  // The seed creates the roles; a database without them (a bare test) gets the one it needs.
  const roleId =
    r?.id ??
    (
      await db
        .insert(roles)
        .values({ code: role, name: role })
        .onConflictDoNothing()
        .returning({ id: roles.id })
    )[0]?.id;
  if (roleId) await db.insert(userRoles).values({ userId: row.id, roleId }).onConflictDoNothing();
  return row;
}

export type UserPatch = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'firstName'
    | 'lastName'
    | 'phone'
    | 'phoneRegionCode'
    | 'phoneCountryCode'
    | 'birthday'
    | 'gender'
    | 'avatarUrl'
    | 'passwordHash'
    | 'activated'
    | 'receiveNewsLetter'
  >
>;

export async function updateUser(db: Db, id: string, patch: UserPatch): Promise<UserRow | null> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return row ?? null;
}

/** Flips the newsletter flag in one statement (spec 002 §7: an empty-body PATCH toggles it). */
export async function toggleNewsletter(db: Db, id: string): Promise<boolean | null> {
  const [row] = await db
    .update(users)
    .set({ receiveNewsLetter: sql`not ${users.receiveNewsLetter}` })
    .where(eq(users.id, id))
    .returning({ value: users.receiveNewsLetter });
  return row?.value ?? null;
}
