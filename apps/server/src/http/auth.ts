import { DomainError } from '@shop/domain';
import { isAdmin, type RoleCode } from '@shop/domain/accounts';
import type { FastifyRequest } from 'fastify';

/**
 * Who is calling. The accounts module's session hook fills `request.user` from the session cookie
 * (null for anonymous visitors); routes ask for what they need with the helpers below.
 */
export interface SessionUser {
  id: string;
  email: string;
  roles: RoleCode[];
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/** The signed-in user, or a 401 in the error convention. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new DomainError('UNAUTHORIZED', {}, 401);
  return request.user;
}

/** Store staff only: admin, super user or store owner; shoppers get 403. */
export function requireStaff(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (!isAdmin(user.roles) && !user.roles.includes('ROLE__AMS_STORE_OWNER')) {
    throw new DomainError('FORBIDDEN', {}, 403);
  }
  return user;
}

/**
 * The platform's administrators only (ROLE__AMS_PLATFORM_ADMIN, ROLE__AMS_SUPER_USER): what no store owner
 * may see, such as the outbox, whose mails hold every shopper's activation and reset codes. Others get 403.
 */
export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (!isAdmin(user.roles)) throw new DomainError('FORBIDDEN', {}, 403);
  return user;
}
