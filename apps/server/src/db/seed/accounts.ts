import { ROLE_CODES, type RoleCode } from '@shop/domain/accounts';
import { demoPasswordHash } from '../../modules/accounts/index.ts';
import { roles, userRoles, users } from '../schema/index.ts';
import { COLORWAYS } from './catalog-data.ts';
import type { SeedContext } from './context.ts';
import { avatarSvg } from './images.ts';
import { DAY } from './prng.ts';

const ROLE_NAMES: Record<RoleCode, string> = {
  ROLE__AMS_PLATFORM_ADMIN: 'Platform admin',
  ROLE__AMS_SUPER_USER: 'Super user',
  ROLE__AMS_NORMAL_USER: 'Buyer',
  ROLE__AMS_STORE_OWNER: 'Store owner',
};

/**
 * Demo accounts, with real argon2id passwords so they can sign in (hashed once per password per process:
 * seeding stays fast in tests that seed again and again). Every password meets the spec's pattern.
 */
interface DemoUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  roles: readonly RoleCode[];
  ranking: number;
  totalPoint: number;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'staff@keycap.shop',
    password: 'Staff1234',
    firstName: 'Sam',
    lastName: 'Staff',
    roles: ['ROLE__AMS_PLATFORM_ADMIN', 'ROLE__AMS_SUPER_USER', 'ROLE__AMS_NORMAL_USER'],
    ranking: 0,
    totalPoint: 0,
  },
  {
    email: 'owner@keycap.shop',
    password: 'Owner1234',
    firstName: 'Orin',
    lastName: 'Forgewright',
    roles: ['ROLE__AMS_STORE_OWNER', 'ROLE__AMS_NORMAL_USER'],
    ranking: 0,
    totalPoint: 0,
  },
  {
    email: 'ada@example.com',
    password: 'Shopper123',
    firstName: 'Ada',
    lastName: 'Keys',
    roles: ['ROLE__AMS_NORMAL_USER'],
    ranking: 2,
    totalPoint: 1250,
  },
  {
    email: 'kai@example.com',
    password: 'Shopper123',
    firstName: 'Kai',
    lastName: 'Switch',
    roles: ['ROLE__AMS_NORMAL_USER'],
    ranking: 1,
    totalPoint: 320,
  },
];

export async function seedAccounts(ctx: SeedContext) {
  const { rng } = ctx;
  const roleIds = new Map<RoleCode, string>();
  await ctx.db.insert(roles).values(
    ROLE_CODES.map((code) => {
      const id = rng.uuid();
      roleIds.set(code, id);
      return { id, code, name: ROLE_NAMES[code] };
    }),
  );

  const ids: string[] = [];
  const links: (typeof userRoles.$inferInsert)[] = [];
  const rows: (typeof users.$inferInsert)[] = [];
  // The hashes run in parallel on libuv's pool (three distinct passwords: ~50 ms in all, not 150).
  const hashes = await Promise.all(DEMO_USERS.map((u) => demoPasswordHash(u.password)));
  for (const [i, u] of DEMO_USERS.entries()) {
    const id = rng.uuid();
    ids.push(id);
    const palette = i % 2 === 0 ? COLORWAYS.Aurora : COLORWAYS['Solar Flare'];
    const avatarUrl = await ctx.vector(
      `avatars/user-${i + 1}`,
      avatarSvg(`${u.firstName} ${u.lastName}`, palette),
    );
    const registeredDate = ctx.at(-(400 - i * 90) * DAY);
    rows.push({
      id,
      email: u.email,
      passwordHash: hashes[i],
      firstName: u.firstName,
      lastName: u.lastName,
      avatarUrl,
      ranking: u.ranking,
      totalPoint: u.totalPoint,
      totalExps: u.totalPoint * 2,
      receiveNewsLetter: i >= 2,
      activated: true,
      registeredDate,
      createdAt: registeredDate,
    });
    for (const code of u.roles) links.push({ userId: id, roleId: roleIds.get(code)! });
  }
  await ctx.db.insert(users).values(rows);
  await ctx.db.insert(userRoles).values(links);
  return { adminId: ids[0]!, ownerId: ids[1]! };
}
