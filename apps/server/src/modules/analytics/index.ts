import type { ApiModule } from '../index.ts';
import { analyticsRoutes } from './routes.ts';

/** The shop's own analytics: the collector, the rollups, the staff dashboard (README.md). */
export const analyticsModule: ApiModule = { name: 'analytics', routes: analyticsRoutes };

export { recordSearchMiss } from './record-search-miss.ts';
