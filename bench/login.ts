/**
 * `npx tsx bench/login.ts`: sign-in throughput and p99 of the built shop (NODE_ENV=production, argon2id at
 * its production cost), each as a ratio to a bare node:http hello server measured in the same run.
 * Targets: a right password, a wrong one, an unknown e-mail (the three should cost alike: the dummy hash),
 * and GET /api/v1/me with a session (the per-request session lookup). Account rate limits are scaled out of
 * the way (AUTH_RATE_LIMIT_SCALE); their database counting still runs. PostgreSQL too when DATABASE_URL is set.
 * First it prints the argon2id settings the shop runs with (ARGON2_*, as config.ts reads them) and the time
 * one hash takes here, marked PASS or FAIL against the 100 ms budget of issue "Accounts" (exit 0 either way).
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { loadConfig } from '../apps/server/src/config.ts';
import { hashPassword, verifyPassword } from '../apps/server/src/modules/accounts/passwords.ts';
import { ensureDatabase, root, startCeiling, startShop } from './server.ts';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers: Record<string, string>;
}

async function measure(url: string, t?: Target) {
  const opts = { url, connections, method: t?.method ?? 'GET', body: t?.body, headers: t?.headers };
  await autocannon({ ...opts, duration: 2 }); // warm-up: JIT, caches, the dummy hash
  const r = await autocannon({ ...opts, duration });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx + r.errors + r.timeouts,
  };
}

/** A CSRF token pair and a signed-in session of the demo shopper, as a browser would hold them. */
async function browserState(base: string) {
  const csrfRes = await fetch(`${base}/api/v1/auth/csrf`);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const csrf = {
    cookie: `shop_session_csrf=${csrfToken}`,
    'x-csrf-token': csrfToken,
    'content-type': 'application/json',
  };
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: csrf,
    body: JSON.stringify({ email: 'ada@example.com', password: 'Shopper123' }),
  });
  if (login.status !== 200) throw new Error(`demo login failed: ${login.status} ${await login.text()}`);
  const session = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('shop_session='))!
    .split(';')[0]!;
  return { csrf, session };
}

const body = (email: string, password: string) => JSON.stringify({ email, password, rememberMe: true });

const HASH_BUDGET_MS = 100;
const HASHES = Number(process.env.BENCH_HASHES ?? 20);

/** Milliseconds per argon2id hash and verification at the shop's settings, one at a time (median, max). */
async function hashTimes() {
  const { argon2 } = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    AUTH_SECRET: 'x'.repeat(32),
    ALTCHA_HMAC_KEY: 'x'.repeat(32),
  });
  const hashMs: number[] = [];
  const verifyMs: number[] = [];
  await hashPassword('warm-up-password', argon2);
  for (let i = 0; i < HASHES; i++) {
    let start = performance.now();
    const hash = await hashPassword(`Password${i}`, argon2);
    hashMs.push(performance.now() - start);
    start = performance.now();
    await verifyPassword(hash, `Password${i}`);
    verifyMs.push(performance.now() - start);
  }
  const stat = (v: number[]) => {
    const s = [...v].sort((a, b) => a - b);
    return { median: s[Math.floor(s.length / 2)]!, max: s[s.length - 1]! };
  };
  return { argon2, hash: stat(hashMs), verify: stat(verifyMs) };
}

async function main() {
  // Before any server runs, so the shop's own work does not slow the hashes down.
  const hashes = await hashTimes();
  const rows: { engine: string; target: string; rps: number; p50: number; p99: number; non2xx: number }[] =
    [];
  const ceiling = await startCeiling(Number(process.env.BENCH_PORT ?? 3992) - 2);
  const base = await measure(ceiling.url);
  await ceiling.stop();
  rows.push({ engine: '-', target: 'bare node:http hello (ceiling)', ...base });

  process.env.AUTH_RATE_LIMIT_SCALE = '1000000000';
  const engines: { name: string; databaseUrl?: string }[] = [{ name: 'pglite' }];
  if (process.env.DATABASE_URL) engines.push({ name: 'postgres', databaseUrl: process.env.DATABASE_URL });
  for (const engine of engines) {
    if (engine.databaseUrl) await ensureDatabase(engine.databaseUrl);
    const shop = await startShop({
      port: Number(process.env.BENCH_PORT ?? 3992),
      dataDir: path.join(root, '.data', `bench-login-${engine.name}`),
      databaseUrl: engine.databaseUrl,
    });
    try {
      const { csrf, session } = await browserState(shop.url);
      const targets: Target[] = [
        {
          name: 'POST /auth/login (right password)',
          method: 'POST',
          path: '/api/v1/auth/login',
          body: body('ada@example.com', 'Shopper123'),
          headers: csrf,
        },
        {
          name: 'POST /auth/login (wrong password)',
          method: 'POST',
          path: '/api/v1/auth/login',
          body: body('ada@example.com', 'Wrong12345'),
          headers: csrf,
        },
        {
          name: 'POST /auth/login (unknown e-mail)',
          method: 'POST',
          path: '/api/v1/auth/login',
          body: body('nobody@example.com', 'Wrong12345'),
          headers: csrf,
        },
        {
          name: 'GET /me (session lookup)',
          method: 'GET',
          path: '/api/v1/me',
          headers: { cookie: `${session}; ${csrf.cookie}` },
        },
      ];
      for (const t of targets)
        rows.push({ engine: engine.name, target: t.name, ...(await measure(shop.url + t.path, t)) });
    } finally {
      await shop.stop();
    }
  }

  console.log(
    `\n${connections} connections, ${duration} s per target (non-2xx expected for the wrong pairs)\n`,
  );
  console.log(
    `${'engine'.padEnd(9)}${'target'.padEnd(36)}${'req/s'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'ratio'.padStart(9)}${'non2xx'.padStart(8)}`,
  );
  for (const r of rows) {
    const ratio = `${((r.rps / base.rps) * 100).toFixed(2)}%`;
    console.log(
      `${r.engine.padEnd(9)}${r.target.padEnd(36)}${r.rps.toFixed(0).padStart(9)}${String(r.p50).padStart(8)}${String(r.p99).padStart(8)}${ratio.padStart(9)}${String(r.non2xx).padStart(8)}`,
    );
  }

  const { argon2, hash, verify } = hashes;
  console.log(
    `\nargon2id: memory ${argon2.memoryCost} KiB (ARGON2_MEMORY_KIB), ${argon2.timeCost} passes (ARGON2_TIME_COST), parallelism ${argon2.parallelism} (ARGON2_PARALLELISM)`,
  );
  console.log(
    `${HASHES} hashes one at a time: ${hash.median.toFixed(1)} ms per hash (median; max ${hash.max.toFixed(1)}), ${verify.median.toFixed(1)} ms per verification (max ${verify.max.toFixed(1)})`,
  );
  console.log(
    `\nTargets\n  ${hash.median <= HASH_BUDGET_MS ? 'PASS' : 'FAIL'}  ${hash.median.toFixed(1)} ms per argon2id hash (<= ${HASH_BUDGET_MS} ms)`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
