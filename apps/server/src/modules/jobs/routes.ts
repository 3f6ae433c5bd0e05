import { jobIdParams, jobsSummary as jobsSummarySchema } from '@shop/domain/jobs';
import { z } from 'zod';
import { requireAdmin } from '../../http/auth.ts';
import type { ApiApp } from '../../http/types.ts';
import { jobsSummary, retryDeadJob } from './staff-jobs.ts';

const tags = ['staff'];

/** The queue as the platform's administrators see it: what waits, what is done, what gave up. */
export async function jobRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/staff/jobs',
    {
      schema: {
        summary: 'Background jobs (platform admins)',
        description:
          'Jobs per kind and status, and the 50 latest that gave up (DEAD) with their last error. Platform admin and super user only.',
        tags,
        response: { 200: jobsSummarySchema },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header('cache-control', 'private, no-store');
      return jobsSummary(app.ctx);
    },
  );

  app.post(
    '/staff/jobs/:id/retry',
    {
      schema: {
        summary: 'Run a dead job again (platform admins)',
        description: 'A DEAD job gets a fresh set of attempts and runs at once; any other id answers 404.',
        tags,
        params: jobIdParams,
        response: { 200: z.object({ retried: z.literal(true) }) },
      },
    },
    async (request) => {
      requireAdmin(request);
      await retryDeadJob(app.ctx, request.params.id);
      return { retried: true as const };
    },
  );
}
