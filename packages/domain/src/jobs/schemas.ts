import { z } from 'zod';

/** The staff view of the background job queue (GET /api/v1/staff/jobs). */
export const jobCounts = z.object({
  kind: z.string(),
  status: z.enum(['PENDING', 'DONE', 'DEAD']),
  count: z.number().int(),
});

export const deadJob = z.object({
  id: z.uuid(),
  kind: z.string(),
  key: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  finishedAt: z.iso.datetime().nullable(),
});

export const jobsSummary = z.object({
  counts: z.array(jobCounts),
  dead: z.array(deadJob),
});

export const jobIdParams = z.object({ id: z.uuid() });
