import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiModule } from '../modules/index.ts';
import { fakeWebBuild } from '../test/fake-web-build.ts';
import { createTestApp } from '../test/harness.ts';

// The API side of the page: what the in-memory call received, plus a cookie it sets.
const echoModule: ApiModule = {
  name: 'test-echo',
  routes: async (api) => {
    api.get('/test/echo', async (request, reply) => {
      reply.setCookie('api_cookie', 'from-api', { path: '/', httpOnly: true });
      // The page sets page_a too: the page's own cookie must win.
      reply.setCookie('page_a', 'from-api', { path: '/' });
      return {
        cookie: request.headers.cookie ?? null,
        language: request.headers['accept-language'] ?? null,
        requestId: request.id,
        ip: request.ip,
      };
    });
  },
};

const webBuildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-build-'));
fs.mkdirSync(path.join(webBuildDir, 'client', 'assets'), { recursive: true });
fs.writeFileSync(
  path.join(webBuildDir, 'client', 'assets', 'entry-Ab12Cd.js'),
  `console.log("${'k'.repeat(5000)}");`,
);
fs.writeFileSync(
  path.join(webBuildDir, 'client', 'favicon.svg'),
  '<svg xmlns="http://www.w3.org/2000/svg"/>',
);
// A precompressed twin, as apps/server/build.ts writes them (content is a marker, not real brotli).
fs.writeFileSync(
  path.join(webBuildDir, 'client', 'assets', 'app-Zz99.css'),
  `body{color:red}${' '.repeat(2000)}`,
);
fs.writeFileSync(path.join(webBuildDir, 'client', 'assets', 'app-Zz99.css.br'), 'precompressed-marker');
const uploadsDir = path.join(webBuildDir, 'uploads');
fs.mkdirSync(path.join(uploadsDir, 'products'), { recursive: true });
fs.writeFileSync(path.join(uploadsDir, 'products', 'kc-01.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const fake = fakeWebBuild();
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({
    config: { webBuildDir, uploadsDir },
    modules: [echoModule],
    webBuild: fake.build,
  });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webBuildDir, { recursive: true, force: true });
});

describe('storefront adapter', () => {
  it('renders a page whose loader called the API in memory as the shopper', async () => {
    const res = await t.app.inject({
      url: '/',
      headers: { cookie: 'shopper=abc', 'accept-language': 'en-US', 'x-request-id': 'page-req-1' },
    });
    expect(res.statusCode).toBe(200);
    const data = JSON.parse(/window.__data=(.*?)<\/script>/.exec(res.body)?.[1] ?? 'null');
    const { first, second, setCookies } = data.loaderData.root;
    expect(first).toMatchObject({ cookie: 'shopper=abc', language: 'en-US', requestId: 'page-req-1' });
    expect(setCookies).toContain('api_cookie=from-api; Path=/; HttpOnly; SameSite=Lax');
    // A cookie set by the first call travels with the second call of the same page.
    expect(second.cookie).toMatch(/^shopper=abc; .*api_cookie=from-api/);
  });

  it('passes every set-cookie through, the API’s included', async () => {
    const res = await t.app.inject({ url: '/' });
    const cookies = res.headers['set-cookie'] as string[];
    expect(cookies.slice(0, 2)).toEqual(['page_a=1; Path=/', 'page_b=2; Path=/; HttpOnly']);
    expect(cookies).toContain('api_cookie=from-api; Path=/; HttpOnly; SameSite=Lax');
    // Each cookie once, although the API answered two calls; the page's page_a beats the API's.
    expect(cookies.filter((c) => c.startsWith('api_cookie=')).length).toBe(1);
    expect(cookies.filter((c) => c.startsWith('page_a=')).length).toBe(1);
  });

  it('gives the page a CSP whose nonce is the one handed to the loaders', async () => {
    const res = await t.app.inject({ url: '/' });
    const nonce = /<script nonce="([^"]+)">/.exec(res.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'nonce-${nonce}'`);
    const again = await t.app.inject({ url: '/' });
    expect(again.body).not.toContain(`nonce="${nonce}"`);
  });

  it('compresses the HTML', async () => {
    const res = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(2000);
  });

  it('hands the unparsed form body to the action', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/form',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: 'shop.test',
        origin: 'http://shop.test',
      },
      payload: 'sku=KC-01&quantity=2',
    });
    expect(res.statusCode).toBe(200);
    const data = JSON.parse(/window.__data=(.*?)<\/script>/.exec(res.body)?.[1] ?? 'null');
    expect(data.actionData['routes/form']).toEqual({ sku: 'KC-01', quantity: '2' });
  });

  it('streams, compressed: the first chunk arrives before the page is finished', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/stream`, { signal: AbortSignal.timeout(10_000) });
    // Compressed on the way (fetch decodes it): zlib must flush each chunk, not wait for the end.
    expect(res.headers.get('content-encoding')).toMatch(/br|gzip/);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const first = await Promise.race([
      reader.read(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('first chunk was buffered')), 10_000),
      ),
    ]);
    expect(decoder.decode(first.value, { stream: true })).toBe('<!doctype html><p>first</p>');
    fake.releaseStream();
    let rest = '';
    for (let r = await reader.read(); !r.done; r = await reader.read())
      rest += decoder.decode(r.value, { stream: true });
    expect(rest).toBe('<p>second</p>');
  });

  it('serves hashed assets immutable and compressed, other files with a short cache', async () => {
    const asset = await t.app.inject({
      url: '/assets/entry-Ab12Cd.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    const icon = await t.app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=600');
  });

  it('prefers a precompressed twin to compressing on every request', async () => {
    const css = await t.app.inject({
      url: '/assets/app-Zz99.css',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.body).toBe('precompressed-marker');
  });

  it('serves uploads for a day, embeddable by other sites; a missing one is a plain 404', async () => {
    const photo = await t.app.inject({ url: '/uploads/products/kc-01.svg' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['cache-control']).toBe('public, max-age=86400');
    expect(photo.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const missing = await t.app.inject({ url: '/uploads/products/nope.svg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/plain');
    expect((await t.app.inject({ url: '/uploads/../config.ts' })).statusCode).not.toBe(200);
  });

  it('leaves unknown API paths to the API’s 404', async () => {
    const res = await t.app.inject({ url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 0,
      errors: [{ errorCode: 'NOT_FOUND', errorParams: { what: 'route' } }],
    });
  });
});

describe('storefront without a web build', () => {
  it('answers pages with a plain 503 while the API works', async () => {
    const bare = await createTestApp({ config: { webBuildDir: path.join(webBuildDir, 'missing') } });
    try {
      const page = await bare.app.inject({ url: '/products/anything' });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('npm run build');
      expect((await bare.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
