import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { anonymousVisitor, signedInShopper, signedInWithRole } from '../../test/shopper-session.ts';
import type { ApiModule } from '../index.ts';
import { enqueueJob, jobsModule, runDueJobs, scheduleRecurring, startJobWorker } from './index.ts';

/** What the test module's handlers did, by job key. */
const ran: string[] = [];
let failuresLeft = new Map<string, number>();

const testModule: ApiModule = {
  name: 'jobs-test',
  routes: async () => {},
  jobs: {
    'test.record': async (_ctx, job) => {
      ran.push(String(job.payload.name));
    },
    'test.flaky': async (_ctx, job) => {
      const name = String(job.payload.name);
      const left = failuresLeft.get(name) ?? 0;
      if (left > 0) {
        failuresLeft.set(name, left - 1);
        throw new Error(`${name} failed on attempt ${job.attempts}`);
      }
      ran.push(name);
    },
    'test.tick': async () => {
      ran.push('tick');
    },
  },
  recurring: [{ kind: 'test.tick', everyMs: 60_000 }],
};

describe('the background job queue', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const T0 = new Date('2026-06-15T12:00:00.000Z');
  const at = (ms: number) => new Date(T0.getTime() + ms);

  beforeAll(async () => {
    t = await createTestApp({ modules: [testModule, jobsModule], now: () => T0 });
  });
  afterAll(() => t?.close());

  const reset = async () => {
    ran.length = 0;
    failuresLeft = new Map();
    await t.db.delete(jobs);
  };
  const row = async (key: string) => (await t.db.select().from(jobs).where(eq(jobs.key, key)))[0];

  it('a job enqueued in a transaction that rolls back never exists; one that commits runs once', async () => {
    await reset();
    await t.db
      .transaction(async (tx) => {
        await enqueueJob(tx, { kind: 'test.record', payload: { name: 'lost' }, key: 'lost' });
        throw new Error('the change failed');
      })
      .catch(() => {});
    await t.db.transaction((tx) =>
      enqueueJob(tx, { kind: 'test.record', payload: { name: 'kept' }, key: 'kept' }),
    );
    expect(await runDueJobs(t.app.ctx)).toBe(1);
    expect(await runDueJobs(t.app.ctx)).toBe(0);
    expect(ran).toEqual(['kept']);
    expect((await row('kept'))?.status).toBe('DONE');
  });

  it('a key enqueues its work once, even after the job ran (until it is pruned)', async () => {
    await reset();
    for (let i = 0; i < 3; i++)
      await enqueueJob(t.db, { kind: 'test.record', payload: { name: `n${i}` }, key: 'once' });
    await runDueJobs(t.app.ctx);
    await enqueueJob(t.db, { kind: 'test.record', payload: { name: 'again' }, key: 'once' });
    await runDueJobs(t.app.ctx);
    expect(ran).toEqual(['n0']);
  });

  it('a job waits for its time', async () => {
    await reset();
    await enqueueJob(t.db, { kind: 'test.record', payload: { name: 'later' }, runAt: at(3_600_000) });
    expect(await runDueJobs(t.app.ctx, { now: at(3_599_999) })).toBe(0);
    expect(await runDueJobs(t.app.ctx, { now: at(3_600_000) })).toBe(1);
    expect(ran).toEqual(['later']);
  });

  it('a failing job is tried again after a growing delay, and runs once it succeeds', async () => {
    await reset();
    failuresLeft.set('flaky', 2);
    await enqueueJob(t.db, { kind: 'test.flaky', payload: { name: 'flaky' }, key: 'flaky' });
    await runDueJobs(t.app.ctx, { now: T0 });
    const first = await row('flaky');
    expect(first).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'flaky failed on attempt 1' });
    expect(first!.runAt.getTime() - T0.getTime()).toBe(2_000);
    // Not before its time; then the second failure doubles the wait.
    expect(await runDueJobs(t.app.ctx, { now: at(1_999) })).toBe(0);
    await runDueJobs(t.app.ctx, { now: at(2_000) });
    expect((await row('flaky'))!.runAt.getTime() - at(2_000).getTime()).toBe(4_000);
    await runDueJobs(t.app.ctx, { now: at(6_000) });
    expect(ran).toEqual(['flaky']);
    expect(await row('flaky')).toMatchObject({ status: 'DONE', attempts: 3, lastError: null });
  });

  it('a job that keeps failing becomes DEAD; staff see it with its error and can run it again', async () => {
    await reset();
    failuresLeft.set('doomed', 3);
    await enqueueJob(t.db, {
      kind: 'test.flaky',
      payload: { name: 'doomed' },
      key: 'doomed',
      maxAttempts: 3,
    });
    for (let s = 0; s < 3; s++) await runDueJobs(t.app.ctx, { now: at(s * 10_000_000) });
    const dead = await row('doomed');
    expect(dead).toMatchObject({ status: 'DEAD', attempts: 3, lastError: 'doomed failed on attempt 3' });

    const admin = await signedInWithRole(t, 'ROLE__AMS_PLATFORM_ADMIN');
    const summary = await admin.request('GET', '/api/v1/staff/jobs');
    expect(summary.statusCode).toBe(200);
    expect(summary.headers['cache-control']).toBe('private, no-store');
    expect(summary.json().counts).toContainEqual({ kind: 'test.flaky', status: 'DEAD', count: 1 });
    expect(summary.json().dead[0]).toMatchObject({
      id: dead!.id,
      kind: 'test.flaky',
      lastError: 'doomed failed on attempt 3',
    });

    const retried = await admin.request('POST', `/api/v1/staff/jobs/${dead!.id}/retry`);
    expect(retried.json()).toEqual({ retried: true });
    await runDueJobs(t.app.ctx, { now: at(40_000_000) });
    expect(ran).toEqual(['doomed']);
    // Only a DEAD job can be revived: now it is DONE.
    expect((await admin.request('POST', `/api/v1/staff/jobs/${dead!.id}/retry`)).statusCode).toBe(404);
  });

  it('the staff view is for platform admins only', async () => {
    expect((await anonymousVisitor(t.app).request('GET', '/api/v1/staff/jobs')).statusCode).toBe(401);
    expect((await (await signedInShopper(t)).request('GET', '/api/v1/staff/jobs')).statusCode).toBe(403);
    const owner = await signedInWithRole(t, 'ROLE__AMS_STORE_OWNER');
    expect((await owner.request('GET', '/api/v1/staff/jobs')).statusCode).toBe(403);
  });

  it('a job whose worker died with it in hand runs again once its lease is over', async () => {
    await reset();
    await enqueueJob(t.db, { kind: 'test.record', payload: { name: 'orphan' }, key: 'orphan' });
    // A worker claims it and dies before finishing: the row stays leased.
    await t.db.execute(
      sql`update ${jobs} set locked_until = ${at(300_000).toISOString()}::timestamptz, attempts = 1 where key = 'orphan'`,
    );
    expect(await runDueJobs(t.app.ctx, { now: at(299_999) })).toBe(0);
    expect(await runDueJobs(t.app.ctx, { now: at(300_000) })).toBe(1);
    expect(ran).toEqual(['orphan']);
    expect((await row('orphan'))?.attempts).toBe(2);
  });

  it('a recurring job is queued once however often it is scheduled, and runs once per period', async () => {
    await reset();
    await scheduleRecurring(t.app.ctx, T0);
    await scheduleRecurring(t.app.ctx, T0);
    expect(await t.db.select().from(jobs).where(eq(jobs.kind, 'test.tick'))).toHaveLength(1);
    await runDueJobs(t.app.ctx, { now: T0 });
    await runDueJobs(t.app.ctx, { now: at(59_999) });
    await runDueJobs(t.app.ctx, { now: at(60_000) });
    expect(ran).toEqual(['tick', 'tick']);
    expect((await row('recurring:test.tick'))?.status).toBe('PENDING');
  });

  it('finished jobs are pruned after the retention time; their keys may be used again', async () => {
    await reset();
    await enqueueJob(t.db, { kind: 'test.record', payload: { name: 'old' }, key: 'old' });
    await runDueJobs(t.app.ctx, { now: T0 });
    await enqueueJob(t.db, { kind: 'jobs.prune', runAt: T0 });
    await runDueJobs(t.app.ctx, { now: at(t.app.ctx.config.jobs.retentionMs + 1) });
    expect(await row('old')).toBeUndefined();
    await enqueueJob(t.db, { kind: 'test.record', payload: { name: 'old again' }, key: 'old' });
    await runDueJobs(t.app.ctx, { now: at(t.app.ctx.config.jobs.retentionMs + 2) });
    expect(ran).toEqual(['old', 'old again']);
  });

  it('the worker of a running server picks a job up without being asked', async () => {
    await reset();
    const ctx = {
      ...t.app.ctx,
      now: () => new Date(),
      config: { ...t.app.ctx.config, jobs: { ...t.app.ctx.config.jobs, pollMs: 50 } },
    };
    const { registerJobs } = await import('./handlers.ts');
    registerJobs(ctx, [testModule, jobsModule]);
    const worker = startJobWorker(ctx);
    try {
      await enqueueJob(t.db, { kind: 'test.record', payload: { name: 'by the worker' } });
      worker.wake();
      await vi.waitFor(() => expect(ran).toContain('by the worker'), { timeout: 10_000, interval: 20 });
    } finally {
      await worker.stop();
    }
  });
});
