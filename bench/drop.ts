/**
 * `npm run bench:drop`: a limited drop. 1,000 buyers (distinct accounts, each signed in with an address and
 * one unit in the cart: `BENCH_BUYERS`) race through the real HTTP API (`POST /api/v1/orders`, the TEST
 * method) for 100 units (`BENCH_UNITS`) of one variant, all at once, on PostgreSQL (`DATABASE_URL`'s
 * server, default the local one; a fresh database per run). The server is the real one (main.ts) in its
 * own process on `BENCH_PORT` (3950). Reports orders created (must equal the units), units oversold (must
 * be 0), answers other than 201 or the business refusal 400 ECOM-112/113 (5xx, 429, dropped: must be 0),
 * orders/s, p50/p99 of the order call, each beside the same number of calls at once to a bare node:http
 * server measured just before (the machine's ceiling, as a ratio). Target: p99 <= 500 ms above the
 * ceiling's p99 (this machine's own cost of 1,000 connections at once); beside them the CPU seconds the
 * server used (what a busy machine delays but does not grow), and the CPU seconds this process, the buyers'
 * client on the same cores, used meanwhile. The drop runs twice on the same
 * buyers: with the shop as configured, then with its catalogue cache off (CATALOG_CACHE_TTL_MS=0, a fresh
 * product and carts): placing orders reads stock fresh, so it should not move.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { orderUnits, variantInventory } from '../apps/server/src/db/schema/index.ts';
import {
  dropBuyers,
  dropStore,
  dropVariant,
  fillCarts,
  placeDropOrder,
} from '../apps/server/src/test/drop-fixtures.ts';
import { startServer } from '../apps/server/src/test/server-process.ts';
import { freshDatabase } from './fresh-database.ts';
import { startCeiling } from './server.ts';

const SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.BENCH_PORT ?? 3950);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 1000);
const UNITS = Number(process.env.BENCH_UNITS ?? 100);
const P99_TARGET_MS = 500;
/** The untimed warm-up before each drop: this many bursts of every buyer for `UNITS` of another product. */
const WARM_ROUNDS = Number(process.env.BENCH_WARM_ROUNDS ?? 2);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

interface Shot {
  status: number;
  /** The first error's code of a 4xx answer. */
  code: string | null;
  ms: number;
}

/** Fires every request at once (each its own connection) and times each. */
async function burst(requests: (() => Promise<Response>)[]): Promise<{ shots: Shot[]; seconds: number }> {
  const start = performance.now();
  const shots = await Promise.all(
    requests.map(async (send) => {
      const t0 = performance.now();
      try {
        const res = await send();
        const text = await res.text();
        const ms = performance.now() - t0;
        let code: string | null = null;
        if (res.status >= 400 && res.status < 500) {
          try {
            code = (JSON.parse(text) as { errors?: { errorCode?: string }[] }).errors?.[0]?.errorCode ?? null;
          } catch {
            code = null;
          }
        }
        return { status: res.status, code, ms };
      } catch {
        return { status: 0, code: null, ms: performance.now() - t0 };
      }
    }),
  );
  return { shots, seconds: (performance.now() - start) / 1000 };
}

function summary(shots: Shot[], seconds: number) {
  const ms = shots.map((s) => s.ms).sort((a, b) => a - b);
  return { p50: pct(ms, 0.5), p99: pct(ms, 0.99), perSecond: shots.length / seconds };
}

const databaseUrl = await freshDatabase(SERVER, `shop_bench_drop_${PORT}`);
const authSecret = randomBytes(32).toString('base64url');
const env = {
  DATABASE_URL: databaseUrl,
  DATABASE_POOL_SIZE: '20',
  DATA_DIR: `/tmp/shop-bench-drop-${process.pid}`,
  SEED_ON_START: 'false',
  AUTH_SECRET: authSecret,
  RATE_LIMIT_MAX: '1000000000',
  JOBS_WORKER: 'false',
  // startServer waits for the 'shop listening' line (info).
  LOG_LEVEL: 'info',
  PORT: String(PORT),
};
const loadAverage = () => {
  try {
    return fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return '-';
  }
};
console.log(
  `bench:drop: ${BUYERS} buyers for ${UNITS} units on PostgreSQL, server on port ${PORT} (load average ${loadAverage()})`,
);
let server = await startServer(env, 180_000);
// The server migrated the database; the buyers and the drop are written straight into it.
const database = await openDatabase({ databaseUrl, pgliteDir: 'memory://', poolSize: 10 });
const db = database.db;
const config = loadConfig({ ...env, NODE_ENV: 'test' });

const storeId = await dropStore(db);
const buyers = await dropBuyers(db, config, BUYERS);
console.log(`  ${buyers.length} buyers ready`);

interface Round {
  label: string;
  calls: number;
  created: number;
  refused: number;
  wrong: Map<string, number>;
  stored: number;
  left: number;
  oversold: number;
  perSecond: number;
  ordersPerSecond: number;
  p50: number;
  p99: number;
  ceiling: { perSecond: number; p50: number; p99: number };
  /** CPU seconds the server used during the drop. */
  serverCpu: number | null;
  /** CPU seconds this process (the buyers' client) used during the drop, on the same cores. */
  clientCpu: number;
}

/**
 * CPU seconds the server process has used so far (Linux /proc; null elsewhere): the drop's own work, which a
 * busy machine delays but does not grow, so it compares runs that wall-clock times cannot.
 */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of stat (11 and 12 after the command), in clock ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** The bare server's answer to the same number of calls at once, just before the drop. */
async function ceilingNow(port: number) {
  const ceiling = await startCeiling(port);
  const bare = await burst(buyers.map(() => () => fetch(ceiling.url)));
  await ceiling.stop();
  return summary(bare.shots, bare.seconds);
}

/**
 * A shop is warm when a drop opens: it has compiled its hot code (V8 keeps optimising for thousands of
 * requests) and each pooled connection has prepared its statements. Before each timed drop (and its
 * ceiling) the fresh server serves `WARM_ROUNDS` untimed bursts of the same buyers for `UNITS` units of
 * another product each (orders and sold-out refusals). `BENCH_WARM_ROUNDS=0`: a fresh server meets the drop.
 */
async function warmUp(): Promise<void> {
  for (let i = 0; i < WARM_ROUNDS; i++) {
    const variantId = await dropVariant(db, storeId, UNITS);
    await fillCarts(db, buyers, variantId);
    const warm = await burst(buyers.map((b) => () => placeDropOrder(server.url, storeId, b)));
    const by = new Map<number, number>();
    for (const s of warm.shots) by.set(s.status, (by.get(s.status) ?? 0) + 1);
    const statuses = [...by].map(([status, n]) => `${n} ${status || 'dropped'}`).join(', ');
    console.log(
      `  warm-up ${i + 1} (untimed): ${buyers.length} buyers for ${UNITS} units of another product: ${statuses}`,
    );
  }
}

async function round(label: string, variantId: string): Promise<Round> {
  await warmUp();
  await fillCarts(db, buyers, variantId);
  const ceiling = await ceilingNow(PORT + 1);
  const cpuBefore = cpuSeconds(server.child.pid);
  const clientBefore = process.cpuUsage();
  const drop = await burst(buyers.map((b) => () => placeDropOrder(server.url, storeId, b)));
  const client = process.cpuUsage(clientBefore);
  const cpuAfter = cpuSeconds(server.child.pid);
  const stats = summary(drop.shots, drop.seconds);
  const created = drop.shots.filter((s) => s.status === 201).length;
  // The business refusal: the drop is sold out (or fewer left than asked). Anything else is an error.
  const refused = drop.shots.filter(
    (s) => s.status === 400 && (s.code === 'ECOM-112' || s.code === 'ECOM-113'),
  ).length;
  const wrong = new Map<string, number>();
  for (const s of drop.shots) {
    if (s.status === 201 || (s.status === 400 && (s.code === 'ECOM-112' || s.code === 'ECOM-113'))) continue;
    const what = s.status === 0 ? 'dropped' : `${s.status} ${s.code ?? ''}`.trim();
    wrong.set(what, (wrong.get(what) ?? 0) + 1);
  }
  const failed = server.logs.find((l) => l.level >= 50);
  if (failed) console.log(`  ${label}: the server logged ${JSON.stringify(failed).slice(0, 1500)}`);
  const [row] = await db
    .select({ available: variantInventory.available })
    .from(variantInventory)
    .where(eq(variantInventory.variantId, variantId));
  const [count] = await db
    .select({ n: sql<number>`coalesce(sum(${orderUnits.quantity}), 0)::int` })
    .from(orderUnits)
    .where(eq(orderUnits.variantId, variantId));
  const stored = count?.n ?? 0;
  const left = row?.available ?? 0;
  const oversold = Math.max(0, stored - UNITS) + Math.max(0, -left) + Math.max(0, stored + left - UNITS);
  return {
    label,
    calls: drop.shots.length,
    created,
    refused,
    wrong,
    stored,
    left,
    oversold,
    perSecond: stats.perSecond,
    ordersPerSecond: created / drop.seconds,
    p50: stats.p50,
    p99: stats.p99,
    ceiling,
    serverCpu: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
    clientCpu: (client.user + client.system) / 1e6,
  };
}

const rounds: Round[] = [];
rounds.push(await round('as configured', await dropVariant(db, storeId, UNITS)));
server.child.kill('SIGTERM');
await server.exited;
server = await startServer({ ...env, CATALOG_CACHE_TTL_MS: '0' }, 180_000);
rounds.push(await round('catalogue cache off', await dropVariant(db, storeId, UNITS)));

const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}x` : '-');
console.log('');
console.log(
  '| drop | calls | 201 | 400 sold out | other | orders/s | calls/s (ceiling) | p50 ms (ceiling) | p99 ms (ceiling) | p99 ratio | server CPU s | client CPU s |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of rounds) {
  const other = [...r.wrong.values()].reduce((a, b) => a + b, 0);
  console.log(
    `| ${r.label} | ${r.calls} | ${r.created} | ${r.refused} | ${other} | ${r.ordersPerSecond.toFixed(1)} | ${r.perSecond.toFixed(0)} (${r.ceiling.perSecond.toFixed(0)}) | ${r.p50.toFixed(0)} (${r.ceiling.p50.toFixed(0)}) | ${r.p99.toFixed(0)} (${r.ceiling.p99.toFixed(0)}) | ${ratio(r.p99, r.ceiling.p99)} | ${r.serverCpu === null ? '-' : r.serverCpu.toFixed(2)} | ${r.clientCpu.toFixed(2)} |`,
  );
}
console.log(`\n  load average ${loadAverage()}`);
let pass = true;
const mark = (ok: boolean) => {
  pass &&= ok;
  return ok ? 'PASS' : 'FAIL';
};
for (const r of rounds) {
  const other = [...r.wrong.values()].reduce((a, b) => a + b, 0);
  const others = [...r.wrong].map(([what, n]) => `${n} ${what}`).join(', ');
  console.log(`  ${r.label}: orders ${r.created} answered, ${r.stored} stored, stock left ${r.left}`);
  console.log(`  ${mark(r.created === UNITS && r.stored === UNITS)}  exactly ${UNITS} orders`);
  console.log(`  ${mark(r.oversold === 0 && r.left === 0)}  no unit oversold, stock 0`);
  console.log(
    `  ${mark(other === 0)}  every other buyer refused 400 ECOM-112/113${other ? ` (not: ${others})` : ''}`,
  );
  console.log(
    `  ${mark(r.p99 <= r.ceiling.p99 + P99_TARGET_MS)}  p99 of the order call ${r.p99.toFixed(0)} ms <= the ceiling's ${r.ceiling.p99.toFixed(0)} ms + ${P99_TARGET_MS} ms (${ratio(r.p99, r.ceiling.p99)} the ceiling; calls/s at ${((r.perSecond / r.ceiling.perSecond) * 100).toFixed(1)}% of it)`,
  );
}

await database.close();
server.child.kill('SIGTERM');
await server.exited;
process.exitCode = pass ? 0 : 1;
