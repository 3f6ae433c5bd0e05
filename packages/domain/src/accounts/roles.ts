/** Named roles of spec 002 §6; their permissions are ours to define. */
export const ROLE_CODES = [
  'ROLE__AMS_PLATFORM_ADMIN',
  'ROLE__AMS_SUPER_USER',
  'ROLE__AMS_NORMAL_USER',
  'ROLE__AMS_STORE_OWNER',
] as const;
export type RoleCode = (typeof ROLE_CODES)[number];

/** Spec 002 §6: an admin is a user whose roles include the admin or super-admin role. */
export function isAdmin(roles: readonly string[]): boolean {
  return roles.includes('ROLE__AMS_PLATFORM_ADMIN') || roles.includes('ROLE__AMS_SUPER_USER');
}

export const GENDERS = ['MALE', 'FEMALE', 'OTHER'] as const;
export type Gender = (typeof GENDERS)[number];
