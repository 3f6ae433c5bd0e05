import type { ApiModule } from '../index.ts';
import { pruneJobs } from './prune-jobs.ts';
import { jobRoutes } from './routes.ts';

/** Background work in PostgreSQL, safe with several instances (README.md beside this file). */
export const jobsModule: ApiModule = {
  name: 'jobs',
  routes: jobRoutes,
  jobs: { 'jobs.prune': pruneJobs },
  recurring: [{ kind: 'jobs.prune', everyMs: 3_600_000 }],
};

export { enqueueJob, type NewJob } from './enqueue-job.ts';
export type { Job, JobHandler, RecurringJob } from './handlers.ts';
export { registerJobs } from './handlers.ts';
export { type RunDueJobsOptions, runDueJobs, scheduleRecurring } from './run-due-jobs.ts';
export { type JobWorker, startJobWorker } from './worker.ts';
