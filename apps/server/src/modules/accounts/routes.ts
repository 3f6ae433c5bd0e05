import type { ApiApp } from '../../http/types.ts';
import { authRoutes } from './auth-routes.ts';
import { codeRoutes } from './code-routes.ts';
import { meRoutes } from './me-routes.ts';
import { oidcRoutes } from './oidc-routes.ts';

/** /api/v1/auth/*, /api/v1/captcha/challenge and /api/v1/me/* (the API table is in README.md). */
export async function accountsRoutes(app: ApiApp): Promise<void> {
  await authRoutes(app);
  await codeRoutes(app);
  await oidcRoutes(app);
  await meRoutes(app);
}
