import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPushAgent } from '../../platform/push.ts';
import { signedInShopper } from '../../test/accounts.ts';
import { type Agent, createAgent, errorCode } from '../../test/agent.ts';
import { createTestApp } from '../../test/harness.ts';
import { startPushService } from '../../test/push-service.ts';
import { retryDelayMs, runDueJobs } from '../jobs/index.ts';
import { broadcast } from './broadcast.ts';
import { notify } from './index.ts';

/**
 * Web push (issue 12 item 3): a registered browser receives each notification, VAPID-signed and encrypted
 * (checked by a local push service that verifies the JWT and decrypts the payload); two workers deliver it
 * once; a crash between a send and its record sends again under the same Topic, so the device shows it
 * once; a dead subscription (410) is removed.
 */
let push: Awaited<ReturnType<typeof startPushService>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let strict: Awaited<ReturnType<typeof createTestApp>>;
let clock = Date.parse('2026-06-15T12:00:00.000Z');
const now = () => new Date(clock);

beforeAll(async () => {
  push = await startPushService();
  t = await createTestApp({
    now,
    config: { push: { vapid: null, subject: 'mailto:support@keycap.shop', allowPrivateEndpoints: true } },
  });
  setPushAgent(t.app.ctx.config, push.agent);
  strict = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await strict?.close();
  await push?.close();
});

async function pushShopper(): Promise<{ agent: Agent; id: string; endpoint: string }> {
  const agent = createAgent(t.app);
  const { id } = await signedInShopper(agent);
  const sub = push.subscribe();
  expect((await agent.post('/api/v1/me/push/devices', { deviceToken: sub })).statusCode).toBe(200);
  expect((await agent.patch('/api/v1/me/push', { enabled: true })).json()).toMatchObject({
    enabled: true,
    devices: 1,
  });
  return { agent, id, endpoint: sub.endpoint };
}

const say = (userId: string, key: string) =>
  t.db.transaction((tx) =>
    notify(tx, {
      userId,
      kind: 'TEST',
      subject: `Hello ${key}`,
      message: 'Body',
      link: '/account/orders',
      key,
    }),
  );
const pushStatus = async (id: string) =>
  (
    (await t.db.execute(sql`select push_status from notifications where id = ${id}`)) as unknown as {
      rows: { push_status: string }[];
    }
  ).rows[0]?.push_status;

describe('delivery', () => {
  it('sends a VAPID-signed, encrypted push with title, body, link and the notification as its tag', async () => {
    const { id, endpoint } = await pushShopper();
    const n = await say(id, 'first');
    await runDueJobs(t.app.ctx, { now: now() });
    expect(push.failures).toEqual([]);
    const got = push.received.filter((r) => r.endpoint === endpoint);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      topic: n!.id.replaceAll('-', ''),
      payload: { title: 'Hello first', body: 'Body', link: '/account/orders', tag: n!.id },
    });
    expect(await pushStatus(n!.id)).toBe('SENT');
  });

  it('two workers at once deliver each notification once', async () => {
    const { id, endpoint } = await pushShopper();
    const sent = [];
    for (let i = 0; i < 6; i++) sent.push(await say(id, `pair-${i}`));
    await Promise.all([
      runDueJobs(t.app.ctx, { now: now(), batch: 2 }),
      runDueJobs(t.app.ctx, { now: now(), batch: 2 }),
    ]);
    const got = push.received.filter((r) => r.endpoint === endpoint);
    expect(got).toHaveLength(6);
    expect(new Set(got.map((r) => r.topic)).size).toBe(6);
  });

  it('a crash between sending and recording sends again under the same Topic: the device shows it once', async () => {
    const { id, endpoint } = await pushShopper();
    await t.db.execute(
      sql.raw(`create function refuse_delivery() returns trigger language plpgsql as $$
      begin raise exception 'crashed before the record'; end $$`),
    );
    await t.db.execute(
      sql.raw(
        'create trigger refuse_delivery before insert on push_deliveries for each row execute function refuse_delivery()',
      ),
    );
    let n: { id: string } | null;
    try {
      n = await say(id, 'crash');
      await runDueJobs(t.app.ctx, { now: now() });
      expect(await pushStatus(n!.id)).toBe('PENDING');
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_delivery on push_deliveries'));
      await t.db.execute(sql.raw('drop function refuse_delivery()'));
    }
    clock += retryDelayMs(1);
    await runDueJobs(t.app.ctx, { now: now() });
    expect(await pushStatus(n!.id)).toBe('SENT');
    const got = push.received.filter((r) => r.endpoint === endpoint);
    expect(got.map((r) => r.topic)).toEqual([n!.id.replaceAll('-', ''), n!.id.replaceAll('-', '')]);
    expect(push.shown(endpoint)).toHaveLength(1);
    // Recorded now: another pass sends nothing more.
    clock += retryDelayMs(5);
    await runDueJobs(t.app.ctx, { now: now() });
    expect(push.received.filter((r) => r.endpoint === endpoint)).toHaveLength(2);
  });

  it('a subscription the push service calls gone (410) is removed', async () => {
    const { id, agent, endpoint } = await pushShopper();
    push.answer(endpoint, 410);
    await say(id, 'gone');
    await runDueJobs(t.app.ctx, { now: now() });
    expect((await agent.get('/api/v1/me/push')).json()).toMatchObject({ devices: 0 });
  });

  it('no push while the profile toggle is off; the notification is still listed', async () => {
    const { id, agent, endpoint } = await pushShopper();
    await agent.patch('/api/v1/me/push', { enabled: false });
    const n = await say(id, 'quiet');
    await runDueJobs(t.app.ctx, { now: now() });
    expect(push.received.filter((r) => r.endpoint === endpoint)).toHaveLength(0);
    expect(await pushStatus(n!.id)).toBe('NONE');
    expect((await agent.get('/api/v1/me/notifications')).json().totalElements).toBe(1);
  });

  it('a broadcast pushes to every shopper who takes pushes', async () => {
    const a = await pushShopper();
    const b = await pushShopper();
    const sent = await broadcast(t.app.ctx, a.id, { subject: 'Drop day', message: 'Soon.', segment: {} });
    expect(sent.recipients).toBeGreaterThanOrEqual(2);
    await runDueJobs(t.app.ctx, { now: now() });
    for (const s of [a, b]) {
      expect(push.received.filter((r) => r.endpoint === s.endpoint).map((r) => r.payload.title)).toEqual([
        'Drop day',
      ]);
    }
  });
});

describe('registration refuses endpoints the server must not call (SSRF)', () => {
  for (const endpoint of [
    'http://push.example.com/x',
    'https://127.0.0.1/x',
    'https://localhost:8443/x',
    'https://10.1.2.3/x',
    'https://192.168.0.10/x',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/x',
    'https://[::ffff:10.0.0.1]/x',
    'not a url',
  ]) {
    it(endpoint, async () => {
      const agent = createAgent(strict.app);
      await signedInShopper(agent);
      const res = await agent.post('/api/v1/me/push/devices', {
        deviceToken: { endpoint, keys: { p256dh: 'BAbc', auth: 'abc' } },
      });
      expect(res.statusCode).toBe(400);
      expect(errorCode(res)).toBe('PUSH_ENDPOINT_INVALID');
    });
  }
});
