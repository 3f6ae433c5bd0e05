import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiModule } from '../modules/index.ts';
import { apiModules } from '../modules/index.ts';
import { createTestApp } from '../test/harness.ts';
import { NGINX_PATH, type Nginx, nginxInstalled, startNginx } from '../test/nginx.ts';
import { LIMITS } from './rate-limits.ts';

/**
 * TRUST_PROXY behind a real reverse proxy: Debian's nginx on loopback in front of two shops, one trusting
 * one hop (TRUST_PROXY=1), one trusting the proxy's address (TRUST_PROXY=127.0.0.1). Clients connect from
 * other loopback addresses (127.0.0.2, 127.0.0.3...) and forge X-Forwarded-For; the shop must key its
 * per-address limits on the address nginx saw.
 */
const whoAmI: ApiModule = {
  name: 'test-client-address',
  routes: async (api) => {
    api.get('/test/ip', async (request) => ({ ip: request.ip }));
  },
};

interface Answer {
  status: number;
  body: string;
}

/** A request from the loopback address `from` (the client's real address). */
function send(
  port: number,
  from: string,
  opts: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: opts.method ?? 'GET',
        path: opts.path,
        headers: opts.headers,
        agent: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

const seenIp = async (port: number, from: string, forged?: string) => {
  const res = await send(port, from, {
    path: '/api/v1/test/ip',
    headers: forged ? { 'x-forwarded-for': forged } : {},
  });
  return (JSON.parse(res.body) as { ip: string }).ip;
};

describe.skipIf(!nginxInstalled())(
  `client addresses behind nginx (skipped when nginx is not installed at ${NGINX_PATH})`,
  () => {
    const shops: Awaited<ReturnType<typeof createTestApp>>[] = [];
    let nginx: Nginx;
    let direct: number[];

    beforeAll(async () => {
      // Sign-ins count in fixed 15-minute windows of the app's clock: a fixed clock, so that a slow run never
      // crosses a window's boundary between the sign-ins.
      const now = new Date();
      for (const trustProxy of [1, ['127.0.0.1']] as const) {
        const t = await createTestApp({
          now: () => now,
          config: { trustProxy: trustProxy as number | string[] },
          modules: [...apiModules, whoAmI],
        });
        await t.app.listen({ host: '127.0.0.1', port: 0 });
        shops.push(t);
      }
      direct = shops.map((t) => (t.app.server.address() as AddressInfo).port);
      nginx = await startNginx(direct.map((port) => `http://127.0.0.1:${port}`));
    });
    afterAll(async () => {
      await nginx?.stop();
      for (const t of shops) await t.close();
    });

    it('through the proxy, the shop sees the address nginx saw, whatever X-Forwarded-For the client forged', async () => {
      for (const port of nginx.ports) {
        expect(await seenIp(port, '127.0.0.2')).toBe('127.0.0.2');
        expect(await seenIp(port, '127.0.0.2', '203.0.113.9')).toBe('127.0.0.2');
        expect(await seenIp(port, '127.0.0.3', '203.0.113.9, 198.51.100.7')).toBe('127.0.0.3');
      }
    });

    it('straight to a shop that trusts the proxy address only, a forged header is ignored', async () => {
      // TRUST_PROXY=127.0.0.1: a client at 127.0.0.4 is no proxy, so its X-Forwarded-For counts for nothing.
      expect(await seenIp(direct[1]!, '127.0.0.4', '203.0.113.9')).toBe('127.0.0.4');
    });

    it('abuse: forging a new X-Forwarded-For on every try does not dodge the per-address sign-in limit', async () => {
      const port = nginx.ports[0]!;
      const csrf = await send(port, '127.0.0.5', { path: '/api/v1/auth/csrf' });
      const token = (JSON.parse(csrf.body) as { csrfToken: string }).csrfToken;
      const wrongLogin = (from: string, email: string, forged?: string) =>
        send(port, from, {
          method: 'POST',
          path: '/api/v1/auth/login',
          headers: {
            'content-type': 'application/json',
            cookie: `shop_session_csrf=${token}`,
            'x-csrf-token': token,
            ...(forged ? { 'x-forwarded-for': forged } : {}),
          },
          body: JSON.stringify({ email, password: 'Wrong12345' }),
        });
      const statuses: number[] = [];
      for (let i = 0; i <= LIMITS.loginPerIp.max; i++) {
        statuses.push((await wrongLogin('127.0.0.5', `spray${i}@example.com`, `198.51.100.${i + 1}`)).status);
      }
      expect(statuses.slice(0, LIMITS.loginPerIp.max).every((s) => s === 400)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      // Another real address is not held back.
      expect((await wrongLogin('127.0.0.6', 'spray0@example.com')).status).not.toBe(429);
    });
  },
);
