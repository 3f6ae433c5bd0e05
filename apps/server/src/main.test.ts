import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminQuery,
  databaseUrl,
  MIGRATIONS_DIR,
  testServerUrl,
  waitForNoSessions,
} from './test/db-templates.ts';
import { type ServerProcess, startServer } from './test/server-process.ts';

/**
 * The real server process (main.ts through tsx) on a fresh, empty database: the embedded PGlite in a new
 * data directory, or a new database on the PostgreSQL server of TEST_DATABASE_URL. Real HTTP over a socket.
 */
const serverUrl = testServerUrl();
const METRICS_TOKEN = 'metrics-token-for-the-scraper';
const SHUTDOWN_TIMEOUT_MS = 5000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-main-'));
const databaseName = `shop_main_${process.pid}_${Date.now().toString(36)}`;

const env = (extra: Record<string, string> = {}) => ({
  DATA_DIR: dataDir,
  ...(serverUrl ? { DATABASE_URL: databaseUrl(serverUrl, databaseName) } : {}),
  // No storefront build: these tests are about the process, not the pages.
  WEB_BUILD_DIR: path.join(dataDir, 'no-web-build'),
  METRICS_TOKEN,
  SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
  // Each request's "incoming request" line (written at debug only) tells when the server has a request.
  LOG_LEVEL: 'debug',
  ...extra,
});

/** A POST whose body is sent in two parts: the request is in flight until `finish()`. */
async function slowLogin(server: ServerProcess) {
  const csrf = await fetch(`${server.url}/api/v1/auth/csrf`);
  const token = ((await csrf.json()) as { csrfToken: string }).csrfToken;
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'Wrong12345' });
  const req = http.request(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      cookie: `shop_session_csrf=${token}`,
      'x-csrf-token': token,
    },
  });
  const answer = new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }),
      );
    });
    req.on('error', reject);
  });
  answer.catch(() => {}); // awaited by the test that finishes the request; a stuck one never answers
  req.write(body.slice(0, 12));
  // The server has the request once it logs it (every incoming request at debug, this test's level).
  await server.logged(
    (l) => l.msg === 'incoming request' && (l.req as { url?: string })?.url === '/api/v1/auth/login',
  );
  return { answer, finish: () => req.end(body.slice(12)), abort: () => req.destroy() };
}

/** A request on a new connection: its status, or the connection error's code. */
const onNewConnection = (url: string) =>
  new Promise<number | string>((resolve) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });

describe('the server process on a fresh database', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    if (serverUrl) await adminQuery(serverUrl, `CREATE DATABASE ${databaseName}`);
    server = await startServer(env());
  }, 180_000);
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    if (serverUrl) {
      await waitForNoSessions(serverUrl, databaseName);
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('applies the migrations at start, fills the empty database with the demo shop and is ready', async () => {
    await server.logged('migrations applied');
    const seeded = (await server.logged('demo shop seeded')).summary as { products: number };
    expect(seeded.products).toBeGreaterThanOrEqual(80);
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok' });
    // The shop answers from that database: the catalogue lists the demo's public products.
    const list = await fetch(`${server.url}/api/v1/products?size=1`);
    expect(list.status).toBe(200);
    expect(((await list.json()) as { totalElements: number }).totalElements).toBeGreaterThan(40);
    if (serverUrl) {
      // Every committed migration is recorded as applied in that database.
      const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
      const { rows } = await adminQuery(
        databaseUrl(serverUrl, databaseName),
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(rows[0].n).toBe(journal.entries.length);
    }
  });

  it('guards /metrics with METRICS_TOKEN: Authorization: Bearer <token> or 401', async () => {
    const bare = await fetch(`${server.url}/metrics`);
    expect(bare.status).toBe(401);
    expect(await bare.json()).toEqual({ status: 0, errors: [{ errorCode: 'UNAUTHORIZED' }] });
    const wrong = await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer not-it' } });
    expect(wrong.status).toBe(401);
    const right = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(right.status).toBe(200);
    expect(await right.text()).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/ready",status_code="200"\} 1/,
    );
  });

  it('on SIGTERM finishes the request in flight, refuses new ones and exits 0 within the timeout', async () => {
    const inFlight = await slowLogin(server);
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    await server.logged('shutting down');
    // Closing: a new connection is refused, or reset if the kernel had just accepted it (or, in the instant
    // before the socket closes, Fastify answers 503). Never served.
    expect(['ECONNREFUSED', 'ECONNRESET', 503]).toContain(await onNewConnection(`${server.url}/api/health`));

    inFlight.finish();
    const answer = await inFlight.answer;
    // The request's real answer (a wrong pair), not a dropped connection or a 503.
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      status: 0,
      errors: [{ errorCode: 'invalid_grant', errorParams: {} }],
    });
    const { code, at } = await server.exited;
    expect(code).toBe(0);
    expect(at - signalled).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    expect(server.logs.map((l) => l.msg)).toContain('closed');
  });

  it('exits 1 at SHUTDOWN_TIMEOUT_MS when a request is still running then', async () => {
    const timeoutMs = 1500;
    server = await startServer(env({ SHUTDOWN_TIMEOUT_MS: String(timeoutMs) }));
    expect((await server.logged('the database already holds a shop')).msg).toContain('seed skipped');
    const stuck = await slowLogin(server);
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    const { code, at } = await server.exited;
    stuck.abort();
    expect(code).toBe(1);
    expect(at - signalled).toBeGreaterThanOrEqual(timeoutMs);
    expect(at - signalled).toBeLessThan(timeoutMs + 3000);
    expect(server.logs.map((l) => l.msg)).toContain(
      'requests still running after SHUTDOWN_TIMEOUT_MS: exiting anyway',
    );
  }, 120_000);
});
