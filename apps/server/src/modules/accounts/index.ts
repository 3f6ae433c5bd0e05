import type { ApiModule } from '../index.ts';
import { accountsRoutes } from './routes.ts';

/**
 * Accounts: registration, activation, sign-in and sessions, password reset, profile, Google sign-in.
 * Other modules and the HTTP hooks use these exports, never the repository.
 */
export const accountsModule: ApiModule = { name: 'accounts', routes: accountsRoutes };

export { endSession, resolveSession } from './create-session.ts';
export { demoPasswordHash, hashPassword } from './passwords.ts';
