import type { ApiModule } from '../index.ts';
import { accountsRoutes } from './routes.ts';

/**
 * Accounts: registration, activation, sign-in and sessions, password reset, profile, Google sign-in.
 * Other modules and the HTTP hooks use these exports, never the repository.
 */
export const accountsModule: ApiModule = { name: 'accounts', routes: accountsRoutes };

export { acceptSession, endSession, resolveSession, sessionTokenHash } from './create-session.ts';
export { demoPasswordHash, hashPassword } from './passwords.ts';
// The session lookup as a query, for a statement of another module that reads it beside its own rows.
export { type ActiveSession, sessionByTokenHash, sessionSubquery } from './repository/sessions.ts';
