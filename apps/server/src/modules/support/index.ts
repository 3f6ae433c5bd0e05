import type { ApiModule } from '../index.ts';
import { supportRoutes } from './routes.ts';
import { staffSupportRoutes } from './staff-routes.ts';

/** Support requests on orders and general ones: threads with photos, staff replies and decisions (README.md). */
export const supportModule: ApiModule = {
  name: 'support',
  routes: async (app) => {
    await supportRoutes(app);
    await staffSupportRoutes(app);
  },
};
