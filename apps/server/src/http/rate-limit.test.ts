import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

// A client build with one hashed asset, and an uploads folder with one picture.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-rate-limit-'));
const webBuildDir = path.join(dir, 'web');
const uploadsDir = path.join(dir, 'uploads');
fs.mkdirSync(path.join(webBuildDir, 'client', 'assets'), { recursive: true });
fs.writeFileSync(path.join(webBuildDir, 'client', 'assets', 'entry-Ab12.js'), 'console.log(1)');
fs.mkdirSync(path.join(uploadsDir, 'products'), { recursive: true });
fs.writeFileSync(path.join(uploadsDir, 'products', 'moss.webp'), 'RIFF');

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    config: { rateLimit: { max: 3, windowMs: 60_000 }, webBuildDir, uploadsDir },
    modules: [echoModule],
    webBuild: fakeWebBuild().build,
  });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

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

describe('static files and the global limit', () => {
  const get = (url: string, remoteAddress: string) => t.app.inject({ url, remoteAddress });

  it('files that exist are never limited: a page loads dozens of them', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await get('/assets/entry-Ab12.js', '10.4.4.4')).statusCode).toBe(200);
      expect((await get('/uploads/products/moss.webp?v=2', '10.4.4.4')).statusCode).toBe(200);
    }
  });

  it('abuse: paths under /assets and /uploads that do not exist count like any request', async () => {
    // A scanner walking the static folders: each miss would cost a 404 or a page render, unlimited.
    for (const [n, url] of [
      '/assets/missing-1.js',
      '/uploads/products/missing.webp',
      '/uploads/..%2f..%2fetc%2fpasswd',
      '/assets/entry-Ab12.js.map',
    ].entries()) {
      const from = `10.5.5.${n}`;
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push((await get(url, from)).statusCode);
      expect(
        answers.slice(0, 3).every((s) => s !== 429 && s < 500),
        url,
      ).toBe(true);
      expect(answers[3], url).toBe(429);
    }
  });
});
