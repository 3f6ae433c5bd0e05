import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiModules } from '../modules/index.ts';
import { type Agent, createAgent } from '../test/agent.ts';
import { fakeWebBuild } from '../test/fake-web-build.ts';
import { createTestApp } from '../test/harness.ts';

/**
 * Cache-Control of personal answers (issue "Hardening what landed", item 8): whatever a route says, an
 * answer to a signed-in shopper, and a page rendered for one, is `private, no-store`; static files stay
 * cacheable for everyone.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-personal-cache-'));
fs.mkdirSync(path.join(dir, 'client', 'assets'), { recursive: true });
fs.writeFileSync(path.join(dir, 'client', 'assets', 'entry-Cc33.js'), 'console.log(1)');

let t: Awaited<ReturnType<typeof createTestApp>>;
let ada: Agent;
beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    config: { webBuildDir: dir },
    // The fake page calls /test/echo while rendering.
    modules: [
      ...apiModules,
      { name: 'test-echo', routes: async (api) => void api.get('/test/echo', async () => ({ ok: true })) },
    ],
    webBuild: fakeWebBuild().build,
  });
  ada = createAgent(t.app);
  const login = await ada.post('/api/v1/auth/login', { email: 'ada@example.com', password: 'Shopper123' });
  expect(login.statusCode).toBe(200);
  expect(login.headers['cache-control']).toBe('private, no-store');
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('signed in', () => {
  it('every API answer is private, no-store: account, cart, wishlist, and the catalogue too', async () => {
    for (const url of [
      '/api/v1/me',
      '/api/v1/me/addresses',
      '/api/v1/me/wishlist',
      '/api/v1/me/cart',
      '/api/v1/me/sessions',
      '/api/v1/products?size=2',
      '/api/v1/auth/csrf',
      '/api/v1/no-such-route',
    ]) {
      const res = await ada.get(url);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('pages are private, no-store; static files keep their long cache', async () => {
    const page = await ada.get('/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    const asset = await ada.get('/assets/entry-Cc33.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('signing out is private, no-store too', async () => {
    const kai = createAgent(t.app);
    await kai.post('/api/v1/auth/login', { email: 'kai@example.com', password: 'Shopper123' });
    const out = await kai.post('/api/v1/auth/logout');
    expect(out.statusCode).toBeLessThan(300);
    expect(out.headers['cache-control']).toBe('private, no-store');
  });
});

describe('signed out', () => {
  it('shared catalogue answers stay public, pages carry no personal cache rule', async () => {
    const visitor = createAgent(t.app);
    const list = await visitor.get('/api/v1/products?size=2');
    expect(list.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect((await visitor.get('/')).headers['cache-control']).toBeUndefined();
  });
});
