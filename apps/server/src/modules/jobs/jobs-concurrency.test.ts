import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';
import type { ApiModule } from '../index.ts';
import { enqueueJob, jobsModule, runDueJobs } from './index.ts';

/**
 * Several server instances share one queue. On PostgreSQL (TEST_DATABASE_URL) the runners below claim in
 * parallel on a pool of 20 connections, as instances would; on PGlite they are serialised by the engine.
 * Either way every job runs exactly once.
 */
const runs = new Map<string, number>();
const testModule: ApiModule = {
  name: 'jobs-race',
  routes: async () => {},
  jobs: {
    'race.count': async (_ctx, job) => {
      const name = String(job.payload.n);
      runs.set(name, (runs.get(name) ?? 0) + 1);
      // A little work, so that claims overlap.
      await new Promise((resolve) => setImmediate(resolve));
    },
  },
};

describe('jobs claimed by parallel workers', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ modules: [testModule, jobsModule] });
  });
  afterAll(() => t?.close());

  it('300 jobs and 6 parallel runners: each job runs exactly once, and all are done', async () => {
    const total = 300;
    for (let i = 0; i < total; i += 50) {
      await t.db.transaction(async (tx) => {
        for (let n = i; n < i + 50; n++) await enqueueJob(tx, { kind: 'race.count', payload: { n } });
      });
    }
    const counts = await Promise.all(Array.from({ length: 6 }, () => runDueJobs(t.app.ctx, { batch: 5 })));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(total);
    expect(runs.size).toBe(total);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    const rows = await t.db.select({ status: jobs.status }).from(jobs);
    expect(rows.filter((r) => r.status === 'DONE')).toHaveLength(total);
  });
});
