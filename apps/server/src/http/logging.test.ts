import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebBuild } from '../test/fake-web-build.ts';
import { createTestApp } from '../test/harness.ts';
import { REDACTED, redactUrl } from './logging.ts';

describe('redactUrl', () => {
  it('hides the values of secret query parameters and keeps the rest as sent', () => {
    expect(redactUrl('/activate?userId=u1&accessCode=abc')).toBe(
      `/activate?userId=u1&accessCode=${REDACTED}`,
    );
    expect(redactUrl('/auth/reset-password?email=a%40b.c&resetCode=123456#x')).toBe(
      `/auth/reset-password?email=a%40b.c&resetCode=${REDACTED}`,
    );
    expect(redactUrl('/cb?CODE=1&State=2&%63ode=3&q=moss')).toBe(
      `/cb?CODE=${REDACTED}&State=${REDACTED}&%63ode=${REDACTED}&q=moss`,
    );
    expect(redactUrl('/product?sort=NEWEST&size=12')).toBe('/product?sort=NEWEST&size=12');
    expect(redactUrl('/x?%zz=1&flag')).toBe('/x?%zz=1&flag');
  });
});

/**
 * Reset and activation codes (and the OpenID provider's code) travel in links; the request logs must
 * never hold them (issue "Hardening what landed", item 8). Read from the log lines the app really writes.
 */
describe('request logs', () => {
  const lines: string[] = [];
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({
      config: { logLevel: 'info' },
      webBuild: fakeWebBuild().build,
      logStream: { write: (line) => lines.push(line) },
    });
  });
  afterAll(() => t?.close());

  it('never hold the codes of activation, reset and sign-in links, pages and API alike', async () => {
    const secrets = ['ACCESS-SECRET-1', '424242', 'OIDC-CODE-1', 'OIDC-STATE-1', 'TOKEN-SECRET-1'];
    for (const url of [
      '/activate?userId=u1&accessCode=ACCESS-SECRET-1',
      '/auth/reset-password?email=a%40example.com&resetCode=424242',
      '/api/v1/auth/oidc/callback?code=OIDC-CODE-1&state=OIDC-STATE-1',
      '/api/v1/nowhere?token=TOKEN-SECRET-1',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBeLessThan(500);
    }
    const log = lines.join('');
    expect(log).toContain(`accessCode=${REDACTED}`);
    expect(log).toContain(`resetCode=${REDACTED}`);
    expect(log).toContain('/auth/reset-password?email=a%40example.com&resetCode=');
    for (const secret of secrets) expect(log, secret).not.toContain(secret);
  });

  it('write one line per request, with its id, method, url, status and response time', async () => {
    lines.length = 0;
    const res = await t.app.inject({
      url: '/api/v1/nowhere?q=moss',
      headers: { 'x-request-id': 'log-line-test-1' },
    });
    expect(res.statusCode).toBe(404);
    const mine = lines.map((l) => JSON.parse(l)).filter((l) => l.reqId === 'log-line-test-1');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/v1/nowhere?q=moss' },
      res: { statusCode: 404 },
    });
    expect(mine[0].responseTime).toEqual(expect.any(Number));
  });
});
