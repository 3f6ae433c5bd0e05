import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import type { ApiModule } from '../modules/index.ts';
import { createTestApp, openTestDatabase } from '../test/harness.ts';

// Test-only routes: a large JSON answer (compression) and a failure that must not leak.
const testModule: ApiModule = {
  name: 'test-platform',
  routes: async (api) => {
    api.get('/test/big', async () => ({
      items: Array.from({ length: 500 }, (_, i) => ({ id: i, name: `Keycap ${i}` })),
    }));
    api.get('/test/boom', async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.7:5432 password=hunter2');
    });
  },
};

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ modules: [testModule] });
});
afterAll(() => t?.close());

describe('health and readiness', () => {
  it('GET /api/health answers ok', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/ready pings the database', async () => {
    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/ready answers 503 in the error convention when the database is gone', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ config: testConfig(), database });
    await database.close();
    const res = await app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 0,
      errors: [{ errorCode: 'UNAVAILABLE', errorParams: { what: 'database' } }],
    });
    await app.close();
  });
});

describe('headers', () => {
  it('sets the security headers and a CSP', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "img-src 'self' data: blob:",
      "style-src 'self' 'unsafe-inline'",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('echoes a sane x-request-id and replaces a suspicious one', async () => {
    const kept = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb-1234.abc' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234.abc');
    const replaced = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'evil\nINFO forged' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const fresh = await t.app.inject({ url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('compresses a large JSON body (brotli preferred, gzip otherwise)', async () => {
    const plain = await t.app.inject({ url: '/api/v1/test/big' });
    const br = await t.app.inject({ url: '/api/v1/test/big', headers: { 'accept-encoding': 'gzip, br' } });
    const gzip = await t.app.inject({ url: '/api/v1/test/big', headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });
});

describe('metrics', () => {
  it('exposes process metrics and the request histogram by route and status', async () => {
    await t.app.inject({ url: '/api/health' });
    const res = await t.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} \d+/,
    );
    expect(res.body).toContain('process_cpu_user_seconds_total');
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('in production without METRICS_TOKEN, /metrics is closed unless METRICS_PUBLIC=true opened it', async () => {
    const closed = await createTestApp({ config: { env: 'production', metricsPublic: false } });
    try {
      const res = await closed.app.inject({ url: '/metrics' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 0, errors: [{ errorCode: 'UNAUTHORIZED' }] });
    } finally {
      await closed.close();
    }
  });
});

describe('error convention', () => {
  it('answers unknown API routes with a 404 in the convention', async () => {
    for (const url of ['/api/v1/does-not-exist', '/api/nope', '/api']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        status: 0,
        errors: [{ errorCode: 'NOT_FOUND', errorParams: { what: 'route' } }],
      });
    }
  });

  it('answers a crash with a 500 that reveals nothing', async () => {
    const res = await t.app.inject({ url: '/api/v1/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 0, errors: [{ errorCode: 'INTERNAL' }] });
    expect(res.body).not.toContain('hunter2');
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});
