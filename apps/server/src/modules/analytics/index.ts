import type { ApiModule } from '../index.ts';
import { ROLLUP_EVERY_MS, rollupJob } from './refresh-rollups.ts';
import { analyticsRoutes } from './routes.ts';

/** The shop's own analytics: the collector, the rollups (a recurring job), the staff dashboard (README.md). */
export const analyticsModule: ApiModule = {
  name: 'analytics',
  routes: analyticsRoutes,
  jobs: { 'analytics.rollup': rollupJob },
  recurring: [{ kind: 'analytics.rollup', everyMs: ROLLUP_EVERY_MS }],
};

export { recordSearchMiss } from './record-search-miss.ts';
