import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiModule } from '../modules/index.ts';
import { fakeWebBuild } from '../test/fake-web-build.ts';
import { createTestApp } from '../test/harness.ts';

const echoModule: ApiModule = {
  name: 'test-echo',
  routes: async (api) => {
    api.get('/test/echo', async () => ({ ok: true }));
  },
};

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    config: { rateLimit: { max: 3, windowMs: 60_000 } },
    modules: [echoModule],
    webBuild: fakeWebBuild().build,
  });
});
afterAll(() => t?.close());

describe('global rate limit', () => {
  it('answers 429 in the error convention once the budget is spent', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(await t.app.inject({ url: '/api/v1/test/echo', remoteAddress: '10.1.1.1' }));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    const limited = answers[3]!;
    expect(limited.json()).toEqual({
      status: 0,
      errors: [{ errorCode: 'TOO_MANY_REQUESTS', errorParams: { retryAfterSeconds: expect.any(Number) } }],
    });
    expect(limited.headers['retry-after']).toBeDefined();
    // Still our headers on a refused request.
    expect(limited.headers['x-request-id']).toBeDefined();
    expect(limited.headers['content-security-policy']).toBeDefined();
  });

  it('counts addresses separately and never limits health probes', async () => {
    const other = await t.app.inject({ url: '/api/v1/test/echo', remoteAddress: '10.2.2.2' });
    expect(other.statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject({ url: '/api/health', remoteAddress: '10.1.1.1' })).statusCode).toBe(200);
    }
  });

  it('counts a page once: its in-memory API calls are not charged again', async () => {
    // The fake page makes two API calls per render; three renders fit a budget of three requests.
    const renders = [];
    for (let i = 0; i < 3; i++) renders.push(await t.app.inject({ url: '/', remoteAddress: '10.3.3.3' }));
    expect(renders.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    for (const page of renders) {
      const data = JSON.parse(/window.__data=(.*?)<\/script>/.exec(page.body)?.[1] ?? 'null');
      expect(data.loaderData.root.first).toEqual({ ok: true });
      expect(data.loaderData.root.second).toEqual({ ok: true });
    }
    expect((await t.app.inject({ url: '/', remoteAddress: '10.3.3.3' })).statusCode).toBe(429);
  });
});
