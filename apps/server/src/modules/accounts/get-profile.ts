import { notFound } from '@shop/domain';
import { isAdmin, type Me, nextLevelTarget, type RoleCode, rankName } from '@shop/domain/accounts';
import type { AppContext } from '../../http/types.ts';
import { findRoleCodes, findUserById, type UserRow } from './repository/users.ts';

const STAFF_ROLES: readonly RoleCode[] = [
  'ROLE__AMS_PLATFORM_ADMIN',
  'ROLE__AMS_SUPER_USER',
  'ROLE__AMS_STORE_OWNER',
];

/** The user record as GET /api/v1/me answers it (spec 002 §3, §6). */
export function toMe(user: UserRow, roles: RoleCode[]): Me {
  return {
    id: user.id,
    username: user.email,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone:
      user.phone && user.phoneRegionCode
        ? { regionCode: user.phoneRegionCode, countryCode: user.phoneCountryCode ?? '', phone: user.phone }
        : null,
    gender: (user.gender as Me['gender']) ?? null,
    birthday: user.birthday ?? null,
    avatar: user.avatarUrl ? { imageUrl: user.avatarUrl } : null,
    ranking: user.ranking,
    rankName: rankName(user.ranking),
    totalPoint: user.totalPoint,
    totalExps: user.totalExps,
    nextLevelTarget: nextLevelTarget(user.ranking, user.totalExps),
    receiveNewsLetter: user.receiveNewsLetter,
    pushNotificationEnabled: user.pushNotificationEnabled,
    registeredDate: user.registeredDate.toISOString(),
    hasPassword: user.passwordHash !== null,
    roles,
    // Spec 002 §6: every signed-in user counts as a member. The web still checks the flag (001 §6).
    permission: {
      isMember: true,
      isAdmin: isAdmin(roles),
      isStaff: roles.some((r) => STAFF_ROLES.includes(r)),
    },
  };
}

export async function getProfile(ctx: AppContext, userId: string): Promise<Me> {
  const [user, roles] = await Promise.all([findUserById(ctx.db, userId), findRoleCodes(ctx.db, userId)]);
  if (!user) throw notFound('user');
  return toMe(user, roles);
}
