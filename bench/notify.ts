/**
 * `npm run bench:notify` (issue 12), on PostgreSQL (DATABASE_URL, default the local server): a staff
 * broadcast to 10,000 shoppers (rows written per second, and the time until the last shopper can read it),
 * then the unread-count endpoint at 50 connections for 10 s, as a ratio to a bare node:http server measured
 * in the same run (the ceiling). PASS: no errors or non-2xx, every shopper reached.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { broadcast } from '../apps/server/src/modules/notifications/broadcast.ts';
import { localStorage } from '../apps/server/src/platform/storage.ts';
import { signedInShopper } from '../apps/server/src/test/accounts.ts';
import { createAgent } from '../apps/server/src/test/agent.ts';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3980);
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 10_000);
const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: server });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

async function load(url: string, headers: Record<string, string> = {}) {
  const r = await autocannon({ url, connections: 50, duration: 10, headers });
  return { rps: r.requests.average, p99: r.latency.p99, bad: r.errors + r.non2xx + r.timeouts };
}

const name = `bench_notify_${randomBytes(4).toString('hex')}`;
await admin(`create database ${name}`);
const url = new URL(server);
url.pathname = `/${name}`;
const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: 'memory://', poolSize: 20 });
let failed = false;
try {
  await database.migrate(path.join(root, 'apps/server/src/db/migrations'));
  const config = testConfig({
    rateLimit: { max: 10_000_000, windowMs: 60_000 },
    databaseUrl: url.toString(),
  });
  const app = await buildApp({ config, database, storage: localStorage(config.uploadsDir) });
  await app.listen({ host: '127.0.0.1', port: PORT });
  const agent = createAgent(app);
  const me = await signedInShopper(agent);
  await database.db.execute(
    (await import('drizzle-orm')).sql.raw(`insert into users (email, activated)
      select 'bench-' || g || '@example.com', true from generate_series(1, ${SHOPPERS - 1}) g`),
  );

  const t0 = performance.now();
  const sent = await broadcast(app.ctx, me.id, {
    subject: 'Bench broadcast',
    message: 'Hello.',
    segment: {},
  });
  const written = performance.now() - t0;
  // The last shopper reads it: their unread count over HTTP (the shopper signed in first is as good as any).
  const res = await agent.get('/api/v1/me/notifications/unread-count');
  const readable = performance.now() - t0;
  const reached = sent.recipients;
  console.log(`broadcast to ${reached} shoppers (one INSERT ... SELECT, one transaction)`);
  console.log(`  written in ${written.toFixed(0)} ms: ${Math.round(reached / (written / 1000))} rows/s`);
  console.log(
    `  readable ${readable.toFixed(0)} ms after the call (unread count ${res.json().unreadCounter.numberOfUnread})`,
  );
  if (reached < SHOPPERS) failed = true;

  const bare = http.createServer((_q, r) => r.end('{"ok":true}'));
  await new Promise<void>((resolve) => bare.listen(PORT + 1, '127.0.0.1', resolve));
  const ceiling = await load(`http://127.0.0.1:${PORT + 1}/`);
  bare.close();
  const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const unread = await load(`http://127.0.0.1:${PORT}/api/v1/me/notifications/unread-count`, { cookie });
  console.log(`ceiling (bare node:http): ${Math.round(ceiling.rps)} req/s, p99 ${ceiling.p99} ms`);
  console.log(
    `GET /me/notifications/unread-count: ${Math.round(unread.rps)} req/s (${((unread.rps / ceiling.rps) * 100).toFixed(1)}% of the ceiling), p99 ${unread.p99} ms, errors/non-2xx ${unread.bad}`,
  );
  if (unread.bad > 0) failed = true;
  await app.close();
} finally {
  await database.close();
  await admin(`drop database if exists ${name} with (force)`);
}
console.log(failed ? 'FAIL' : 'PASS');
process.exitCode = failed ? 1 : 0;
